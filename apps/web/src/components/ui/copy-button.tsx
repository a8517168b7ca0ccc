import { useTranslation } from 'react-i18next';
import { showToast } from './toast.tsx';

/** Copies a value; falls back to a hidden text area where the clipboard API is unavailable. */
export function CopyButton({ value, label, testId }: { value: string; label?: string; testId?: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      const area = document.createElement('textarea');
      area.value = value;
      document.body.append(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    showToast('success', t('form.copied'));
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="shrink-0 rounded-md border border-line px-2.5 py-1 text-xs font-medium text-brand hover:bg-brand/10"
      data-testid={testId ?? 'copy'}
    >
      {label ?? t('form.copy')}
    </button>
  );
}
