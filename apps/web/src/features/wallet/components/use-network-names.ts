import { useTranslation } from 'react-i18next';
import { tagOf } from '../../../lib/format.ts';
import { isChain } from './address-format.ts';

/**
 * Networks named in words in the customer's language ('Ethereum network (ERC20)', 'bank card'),
 * for every chain code the server sends: deposit channels, the address book, the withdrawal rules
 * and records. A code this app does not know yet is shown as it came.
 */
export function useNetworkNames() {
  const { t, i18n } = useTranslation('wallet');
  const name = (code: string): string => {
    if (code === 'BANK') return t('network.BANK');
    return isChain(code) ? t(`network.${code}`) : code;
  };
  /** Several networks as one phrase of the language: 'Ethereum network (ERC20) or bank card'. */
  const list = (codes: readonly string[]): string =>
    new Intl.ListFormat(tagOf(i18n.language), { type: 'disjunction' }).format(codes.map(name));
  return { name, list };
}
