import * as Dialog from '@radix-ui/react-dialog';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/** The code-2000 dialog of spec section 8: the message with "log in again" and "back". */
interface Pending {
  message: string;
  resolve(relogin: boolean): void;
}
let pending: Pending | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function askRelogin(message: string): Promise<boolean> {
  pending?.resolve(false);
  return new Promise((resolve) => {
    pending = { message, resolve };
    emit();
  });
}

function answer(relogin: boolean) {
  pending?.resolve(relogin);
  pending = null;
  emit();
}

export function ReloginDialog() {
  const { t } = useTranslation();
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending,
  );
  return (
    <Dialog.Root open={current !== null} onOpenChange={(open) => !open && answer(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,380px)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-panel p-6 shadow-2xl">
          <Dialog.Title className="text-lg font-semibold">{t('dialog.reloginTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-mute">{current?.message}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" className="btn-ghost" onClick={() => answer(false)}>
              {t('dialog.back')}
            </button>
            <button type="button" className="btn-primary" onClick={() => answer(true)}>
              {t('dialog.relogin')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
