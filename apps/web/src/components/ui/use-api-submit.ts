import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRefusal, NetworkError } from '../../lib/api-client.ts';
import { showToast } from './toast.tsx';

/**
 * Wraps a form submission: the server's field messages (ApiRefusal.fields) land under their
 * fields, other refusals go to `onRefusal` (the client has toasted them already), and a request
 * that never reached the server gets a toast here because the client stays silent about those.
 */
export function useApiSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  run: (values: T) => Promise<void>,
  onRefusal?: (refusal: ApiRefusal, values: T) => void,
) {
  const { t } = useTranslation();
  return form.handleSubmit(async (values) => {
    try {
      await run(values);
    } catch (error) {
      if (error instanceof ApiRefusal) {
        const known = new Set(Object.keys(form.getValues()));
        for (const [name, message] of Object.entries(error.fields)) {
          form.setError((known.has(name) ? name : 'root.server') as Path<T>, { type: 'server', message });
        }
        onRefusal?.(error, values);
        return;
      }
      if (error instanceof NetworkError) {
        showToast('warning', t('errors.network'));
        return;
      }
      throw error;
    }
  });
}

/** The message of a server field error that has no input of its own on the form. */
export function rootError<T extends FieldValues>(form: UseFormReturn<T>): string | undefined {
  const root = form.formState.errors.root as { server?: { message?: string } } | undefined;
  return root?.server?.message;
}
