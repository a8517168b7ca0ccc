import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/ui/icons.tsx';

/**
 * The frame of the public account screens: on desktop a short safety note beside the form, on
 * phones the form alone, full width.
 */
export function AuthShell({
  title,
  subtitle,
  children,
  footer,
  testId,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 pt-6 pb-24 md:grid-cols-[1fr_440px] md:px-6 md:pt-14 md:pb-16">
      <SafetyAside />
      <section className="md:card md:p-8" data-testid={testId}>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {subtitle && <p className="mt-1.5 text-sm text-mute">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 text-center text-sm text-mute">{footer}</div>}
      </section>
    </div>
  );
}

function SafetyAside() {
  const { t } = useTranslation('accounts');
  const points = [t('aside.point1'), t('aside.point2'), t('aside.point3')];
  return (
    <aside className="hidden md:sticky md:top-28 md:block md:self-start md:pt-6">
      <p className="text-sm font-medium tracking-wide text-brand uppercase">{t('aside.kicker')}</p>
      <h2 className="mt-3 max-w-md text-4xl leading-tight font-semibold tracking-tight">
        {t('aside.title')}
      </h2>
      <ul className="mt-8 space-y-4">
        {points.map((p) => (
          <li key={p} className="flex max-w-md items-start gap-3 text-[15px] text-ink/85">
            <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand/15 text-brand">
              <CheckIcon className="size-4" strokeWidth="2.4" />
            </span>
            {p}
          </li>
        ))}
      </ul>
      <Link to="/security" className="link mt-8 inline-block text-sm">
        {t('aside.securityLink')}
      </Link>
    </aside>
  );
}

/** A back link to the user centre and a title, for the logged-in settings screens. */
export function SettingsCard({ children }: { children: ReactNode }) {
  return <div className="card mx-auto max-w-xl p-5 md:p-7">{children}</div>;
}

/** A quiet note box: information, a warning or a success. */
export function Notice({ tone = 'info', children }: { tone?: 'info' | 'warn' | 'ok'; children: ReactNode }) {
  const tones = {
    info: 'border-line bg-panel-2/60 text-ink/85',
    warn: 'border-warn/40 bg-warn/10 text-warn',
    ok: 'border-up/40 bg-up/10 text-up',
  };
  return <div className={`rounded-xl border px-4 py-3 text-sm leading-6 ${tones[tone]}`}>{children}</div>;
}
