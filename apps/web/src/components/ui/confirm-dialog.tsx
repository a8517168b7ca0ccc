import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmRequest {
  title: string;
  body: string;
  confirm?: string;
  danger?: boolean;
}

/**
 * Asks before a security-relevant change. Returns the dialog to render and `ask`, which resolves
 * true when the user confirms and false when they cancel or close it.
 */
export function useConfirm(): [ReactNode, (request: ConfirmRequest) => Promise<boolean>] {
  const { t } = useTranslation();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<(ok: boolean) => void>(undefined);

  const ask = useCallback((next: ConfirmRequest) => {
    resolver.current?.(false);
    setRequest(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = undefined;
    setRequest(null);
  };

  const dialog = (
    <Dialog.Root open={request !== null} onOpenChange={(open) => !open && answer(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          data-testid="confirm-dialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,400px)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-panel p-6 shadow-2xl"
        >
          <Dialog.Title className="text-lg font-semibold">{request?.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-6 text-mute">
            {request?.body}
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" className="btn-ghost" onClick={() => answer(false)}>
              {t('form.cancel')}
            </button>
            <button
              type="button"
              className={request?.danger ? 'btn-danger' : 'btn-primary'}
              onClick={() => answer(true)}
              data-testid="confirm-ok"
            >
              {request?.confirm ?? t('form.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
  return [dialog, ask];
}
