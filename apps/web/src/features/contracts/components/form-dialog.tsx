import * as Dialog from '@radix-ui/react-dialog';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/form-controls.tsx';

/**
 * A small dialog with a form (close some lots, change the take-profit and stop-loss), in the look
 * of the app's confirmation dialog; its main button is `confirm-ok` there as here.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  submitLabel,
  busy,
  danger = false,
  onSubmit,
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  submitLabel: string;
  busy: boolean;
  danger?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          data-testid={testId}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,420px)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-panel p-6 shadow-2xl"
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-6 text-mute">{description}</Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
            {children}
            <div className="flex justify-end gap-3 pt-2">
              <button type="button" className="btn-ghost" onClick={onClose} disabled={busy}>
                {t('form.cancel')}
              </button>
              <button
                type="submit"
                className={`${danger ? 'btn-danger' : 'btn-primary'} gap-2`}
                disabled={busy}
                aria-busy={busy}
                data-testid="confirm-ok"
              >
                {busy && <Spinner />}
                {submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
