import { useSyncExternalStore } from 'react';

/** Toasts of spec section 8, shown for 3 seconds (spec section 9: timeout toast 3 s). */
export const TOAST_DURATION_MS = 3000;
const TOASTS_VISIBLE_MAX = 3;

export type ToastTone = 'success' | 'warning' | 'plain';
interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function showToast(tone: ToastTone, message: string): void {
  const toast = { id: nextId++, tone, message };
  toasts = [...toasts, toast].slice(-TOASTS_VISIBLE_MAX);
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== toast.id);
    emit();
  }, TOAST_DURATION_MS);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const TONE_CLASS: Record<ToastTone, string> = {
  success: 'border-up/40 text-up',
  warning: 'border-warn/50 text-warn',
  plain: 'border-line text-ink',
};

/** Space between the header and the first toast, in pixels. */
const TOAST_GAP_PX = 8;

/**
 * Where toasts start: under the page header, whose height varies (on a phone it also holds the
 * simulated-prices badge and the demo banner), so a toast never covers what the header says.
 */
function belowHeader(): number | undefined {
  const header = typeof document === 'undefined' ? null : document.querySelector('body header');
  return header ? Math.max(header.getBoundingClientRect().bottom, 0) + TOAST_GAP_PX : undefined;
}

export function Toaster() {
  const list = useSyncExternalStore(subscribe, () => toasts);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-16 z-50 flex flex-col items-center gap-2 px-4"
      style={list.length > 0 ? { top: belowHeader() } : undefined}
    >
      {list.map((t) => (
        <div
          key={t.id}
          role={t.tone === 'warning' ? 'alert' : 'status'}
          data-tone={t.tone}
          className={`pointer-events-auto max-w-md rounded-lg border bg-panel-2/95 px-4 py-2.5 text-sm shadow-lg backdrop-blur ${TONE_CLASS[t.tone]}`}
        >
          {t.message}
        </div>
      ))}
    </div>
  );
}
