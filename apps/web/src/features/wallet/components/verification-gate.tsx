import type { KycLevel, VerificationStep } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/form-controls.tsx';
import { VERIFICATION_PAGES, type WalletOperation } from './verification.ts';

/**
 * Shown instead of a form the server would refuse (KYC_VERIFICATION_REQUIRED): the operation's
 * requirement in words, from the operator setting the server enforces, and a button to the
 * verification page of the step to complete next. A refused submission refreshes the wallet's
 * queries, so a requirement raised meanwhile brings this card in place of the form.
 */
export function VerificationRequired({
  operation,
  required,
  step,
  className,
}: {
  operation: WalletOperation;
  required: Exclude<VerificationStep, 'none'>;
  step: KycLevel;
  className?: string;
}) {
  const { t } = useTranslation('wallet');
  return (
    <Card roomy className={className} testId="verification-required">
      <div className="space-y-4">
        <h2 className="text-[15px] font-semibold">{t('verification.title')}</h2>
        <Notice tone="warn" testId="verification-required-text">
          <span className="block">{t(`verification.${operation}.${required}`)}</span>
          <span className="block">{t(`verification.next.${step}`)}</span>
        </Notice>
        <Link
          to={VERIFICATION_PAGES[step]}
          className="btn-primary h-11 w-full text-[15px]"
          data-testid="verification-link"
        >
          {t(`verification.go.${step}`)}
        </Link>
      </div>
    </Card>
  );
}
