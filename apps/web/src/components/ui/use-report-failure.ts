import { useTranslation } from 'react-i18next';
import { ApiRefusal, NetworkError } from '../../lib/api-client.ts';
import { showToast } from './toast.tsx';

/**
 * Refusals were toasted by the API client already; a request that never got an answer is
 * toasted here, because the client stays silent about those. Anything else is a bug and goes on.
 */
export function useReportFailure(): (error: unknown) => void {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (error instanceof NetworkError) showToast('warning', t('errors.network'));
    else if (!(error instanceof ApiRefusal)) throw error;
  };
}
