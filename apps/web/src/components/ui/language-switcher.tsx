import { LANG_NATIVE_NAMES, LANGS, type Lang } from '@platform/contract';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n.ts';
import { storedLang } from '../../lib/lang.ts';
import { GlobeIcon } from './icons.tsx';

/** Picks one of the 8 languages; the choice is stored and sent as `lang` on every call. */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = (i18n.language as Lang) ?? storedLang();
  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label={t('language.choose')}
        data-testid="language-switcher"
        className="flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm text-mute hover:bg-panel-2 hover:text-ink"
      >
        <GlobeIcon className="size-[18px]" />
        {!compact && <span>{LANG_NATIVE_NAMES[current] ?? LANG_NATIVE_NAMES.en}</span>}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-xl border border-line bg-panel p-1 shadow-2xl"
        >
          <Menu.Label className="px-3 py-1.5 text-xs text-mute">{t('language.label')}</Menu.Label>
          {LANGS.map((lang) => (
            <Menu.Item
              key={lang}
              data-lang={lang}
              onSelect={() => void changeLanguage(lang)}
              className="flex cursor-pointer items-center justify-between rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-panel-2"
            >
              {LANG_NATIVE_NAMES[lang]}
              {lang === current && <span className="text-brand">✓</span>}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
