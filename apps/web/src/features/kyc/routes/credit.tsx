import type { KycState, KycStatus } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShieldAlertIcon } from '../../../components/ui/icons.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { servedProducts } from '../../../lib/products.ts';
import { useCreditState } from '../api/kyc-api.ts';
import { LEVEL_PATHS, levelOf } from '../components/checks.ts';
import { CreditProofs } from '../components/credit-proofs.tsx';
import { CreditScoreCard } from '../components/credit-score-card.tsx';
import { KycCard, KycPage, WithKycState } from '../components/kyc-page.tsx';
import { LoanFormulaCard } from '../components/loan-formula.tsx';

/**
 * /credit and /xinyongfen: the credit score and the proof documents, with the loan limit the score
 * gives while the server serves loans (and, until then, a note that loans are not offered).
 */
export function Component() {
  const { t } = useTranslation('kyc');
  return (
    <KycPage title={t('credit.title')} wide testId="credit-page">
      <WithKycState lines={8}>
        {(state) => {
          const primary = levelOf(state, 'primary').status;
          // The server refuses the score until primary verification is approved; asking anyway
          // would only toast that refusal over the explanation below.
          return primary === 'approved' ? (
            <CreditView state={state} />
          ) : (
            <IdentityRequired status={primary} />
          );
        }}
      </WithKycState>
    </KycPage>
  );
}

function CreditView({ state }: { state: KycState }) {
  const credit = useCreditState(true);
  if (credit.isPending)
    return (
      <div className="card p-5 md:p-7">
        <LoadingBlock lines={8} />
      </div>
    );
  if (credit.isError) {
    // The verification state can be a moment behind the server (approval revoked meanwhile).
    if (credit.error instanceof ApiRefusal && credit.error.reason === 'KYC_IDENTITY_REQUIRED')
      return <IdentityRequired status={levelOf(state, 'primary').status} />;
    return <ErrorBlock onRetry={() => void credit.refetch()} />;
  }
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_380px] md:items-start">
      <div className="space-y-6">
        <CreditScoreCard credit={credit.data} />
        <CreditProofs proofs={credit.data.proofs} />
      </div>
      {servedProducts().has('loans') ? <LoanFormulaCard state={state} /> : <NoLoansCard />}
    </div>
  );
}

function NoLoansCard() {
  const { t } = useTranslation('kyc');
  return (
    <section className="card p-5" data-testid="credit-no-loans">
      <h2 className="text-[15px] font-semibold">{t('credit.noLoansTitle')}</h2>
      <p className="mt-1 text-sm leading-6 text-mute">{t('credit.noLoansText')}</p>
    </section>
  );
}

/** Instead of the screen: why the score needs a verified identity, and where to get one. */
function IdentityRequired({ status }: { status: KycStatus }) {
  const { t } = useTranslation('kyc');
  return (
    <KycCard>
      <div className="flex flex-col items-center py-4 text-center" data-testid="credit-identity-required">
        <span className="flex size-16 items-center justify-center rounded-full bg-warn/15 text-warn">
          <ShieldAlertIcon className="size-8" strokeWidth="2" />
        </span>
        <h2 className="mt-4 text-lg font-semibold">{t('credit.identityTitle')}</h2>
        <p className="mt-2 max-w-sm text-sm leading-6 text-mute">{t('credit.identityText')}</p>
        {status === 'pending' && (
          <p className="mt-2 max-w-sm text-sm leading-6 text-warn">{t('credit.identityPending')}</p>
        )}
        <Link to={LEVEL_PATHS.primary} className="btn-primary mt-6" data-testid="credit-identity-link">
          {status === 'pending' ? t('action.viewStatus') : t('credit.identityAction')}
        </Link>
      </div>
    </KycCard>
  );
}
