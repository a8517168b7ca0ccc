import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/** Below Tailwind's `md` breakpoint the trade screens put the order form in a bottom sheet. */
const PHONE_QUERY = '(max-width: 767.98px)';

function subscribePhone(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is a phone's (narrower than `md`), following rotations and resizes. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

export interface TradeAction {
  label: string;
  tone: 'up' | 'down' | 'brand';
  onClick: () => void;
  testId: string;
}

const TONES: Record<TradeAction['tone'], string> = {
  up: 'bg-up text-bg',
  down: 'bg-down text-bg',
  brand: 'bg-brand text-brand-ink',
};

/**
 * The buy and sell bar of a trade screen on a phone, kept at the bottom of the screen just above
 * the tab bar, as phone exchange apps do: the order form is one tap away whatever is scrolled.
 * While it is shown it publishes its height as the `--trade-bar-h` CSS variable on the document,
 * which the page footer adds to its bottom padding so its last lines scroll clear of the bar.
 */
export function PhoneTradeBar({ label, actions }: { label: string; actions: readonly TradeAction[] }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = bar.current;
    if (!node) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--trade-bar-h', `${node.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--trade-bar-h');
    };
  }, []);
  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={label}
      data-testid="trade-bar"
      className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 flex gap-2 border-t border-line bg-panel/95 px-3 py-2 backdrop-blur"
    >
      {actions.map((a) => (
        <button
          key={a.testId}
          type="button"
          onClick={a.onClick}
          data-testid={a.testId}
          className={`h-11 flex-1 rounded-lg text-[15px] font-semibold transition active:brightness-95 ${TONES[a.tone]}`}
        >
          {a.label}
        </button>
      ))}
    </div>
  );
}

/**
 * Bottom padding of a screen with the trade bar; the room for the bar itself is below the footer
 * (`--trade-bar-h`), so the screen only keeps its ordinary gap before the footer.
 */
export const TRADE_BAR_SPACE = 'pb-8 md:pb-10';

/**
 * The order form as a bottom sheet on a phone: a modal dialog (focus kept inside, Escape or the
 * close button or a tap outside closes it, focus back on the button that opened it).
 */
export function TradeSheet({
  open,
  onOpenChange,
  title,
  testId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // The sheet opens from the bar, not from a dialog trigger: the button that had the focus when it
  // opened gets it back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current)
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  wasOpen.current = open;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          data-testid={testId}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl border-t border-line bg-panel shadow-2xl"
        >
          <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
            <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-xl text-mute hover:bg-panel-2 hover:text-ink"
              aria-label={t('form.close')}
              data-testid={`${testId}-close`}
            >
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto overscroll-contain px-4 pt-4 pb-[calc(1rem+env(safe-area-inset-bottom))]">
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
