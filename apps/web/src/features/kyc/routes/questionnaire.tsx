import type { RiskProfile } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { session } from '../../../lib/session.ts';
import { useRiskProfile } from '../api/kyc-api.ts';
import { KycPage } from '../components/kyc-page.tsx';
import { QuestionnaireForm } from '../components/questionnaire-form.tsx';
import { RiskCaps } from '../components/risk-caps.tsx';
import { RiskSummary } from '../components/risk-summary.tsx';

/**
 * /questionnaire (public: a visitor reads the questions, logs in to submit) and /fengxian
 * (private): the five questions of spec section 3, the resulting level and the caps of all levels.
 */
export function Component() {
  const { t } = useTranslation('kyc');
  const loggedIn = session.isLoggedIn();
  const [result, setResult] = useState<RiskProfile | null>(null);
  return (
    <KycPage
      title={t('questionnaire.title')}
      back={loggedIn ? '/sfyz' : '/'}
      wide
      testId="questionnaire-page"
    >
      <div className="grid gap-6 md:grid-cols-[1fr_360px] md:items-start">
        <div className="card p-5 md:p-7">
          {result ? (
            <Result profile={result} onRetake={() => setResult(null)} />
          ) : (
            <QuestionnaireForm loggedIn={loggedIn} onDone={setResult} />
          )}
        </div>
        <aside className="space-y-6 md:sticky md:top-24">
          {loggedIn ? <CurrentProfile result={result} /> : <VisitorNote />}
        </aside>
      </div>
    </KycPage>
  );
}

function Result({ profile, onRetake }: { profile: RiskProfile; onRetake: () => void }) {
  const { t } = useTranslation('kyc');
  return (
    <div className="space-y-5" data-testid="questionnaire-result">
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-full bg-up/15 text-up">
          <CheckIcon className="size-6" strokeWidth="2.2" />
        </span>
        <div>
          <h2 className="text-lg font-semibold">{t('questionnaire.doneTitle')}</h2>
          <p className="text-sm text-mute">{t(`riskText.${profile.level}`)}</p>
        </div>
      </div>
      <RiskSummary profile={profile} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/sfyz" className="btn-primary h-11 flex-1">
          {t('action.backToHub')}
        </Link>
        <button type="button" className="btn-ghost h-11 flex-1" onClick={onRetake}>
          {t('action.reassess')}
        </button>
      </div>
    </div>
  );
}

/** The level on record (or the one just assessed) and the caps of every level. */
function CurrentProfile({ result }: { result: RiskProfile | null }) {
  const { t } = useTranslation('kyc');
  const risk = useRiskProfile();
  const profile = result ?? risk.data;
  if (!profile)
    return risk.isError ? (
      <ErrorBlock onRetry={() => void risk.refetch()} />
    ) : (
      <div className="card p-5">
        <LoadingBlock lines={4} />
      </div>
    );
  return (
    <>
      {!result && (
        <section className="card p-5" data-testid="current-risk">
          <h2 className="mb-4 text-[15px] font-semibold">{t('risk.current')}</h2>
          <RiskSummary profile={profile} />
        </section>
      )}
      <RiskCaps caps={profile.caps} current={profile.level} />
    </>
  );
}

function VisitorNote() {
  const { t } = useTranslation('kyc');
  return (
    <section className="card p-5" data-testid="questionnaire-visitor">
      <h2 className="text-[15px] font-semibold">{t('questionnaire.visitorTitle')}</h2>
      <p className="mt-2 text-sm leading-6 text-mute">{t('questionnaire.visitorText')}</p>
      <div className="mt-4 flex gap-3">
        <Link to="/login" className="btn-primary h-10 flex-1">
          {t('action.login')}
        </Link>
        <Link to="/register" className="btn-ghost h-10 flex-1">
          {t('action.register')}
        </Link>
      </div>
    </section>
  );
}
