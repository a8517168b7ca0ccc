import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '../features/accounts/api/accounts-api.ts';
import { useAssetsOverview } from '../features/assets/api/assets-api.ts';
import { useKycState } from '../features/kyc/api/kyc-api.ts';
import { servedProducts } from '../lib/products.ts';
import { holdsFunds, type NextStep, nextSteps } from './next-steps.ts';

/** In the home hero of a logged-in customer, instead of "Create an account": what to do next. */
export function NextStepsCard() {
  const { t } = useTranslation('content');
  const user = useSessionUser();
  const assets = useAssetsOverview();
  // The stored user says which book is open; the overview confirms it once loaded.
  const demo = user?.kind === 'demo' || assets.data?.book === 'demo';
  const kyc = useKycState();
  const steps = nextSteps({
    demo,
    primary: kyc.data?.levels.find((l) => l.level === 'primary')?.status,
    funded: assets.data ? holdsFunds(assets.data.accounts.flatMap((a) => a.rows)) : undefined,
    products: servedProducts(),
  });
  if (steps.length === 0) return null;
  return (
    <section className="mt-7 max-w-4xl" data-testid="next-steps" aria-labelledby="next-steps-title">
      <h2 id="next-steps-title" className="text-sm font-semibold text-mute">
        {t('home.nextSteps.nextStepsTitle')}
      </h2>
      <ol className="mt-3 grid gap-3 sm:grid-cols-3">
        {steps.map((step, i) => (
          <li key={step.key}>
            <StepLink step={step} index={i + 1} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function StepLink({ step, index }: { step: NextStep; index: number }) {
  const { t } = useTranslation('content');
  const text = step.pending ? t('home.nextSteps.verifyPendingText') : t(`home.nextSteps.${step.key}Text`);
  return (
    <Link
      to={step.to}
      data-testid={`next-step-${step.key}`}
      className="card flex h-full gap-3 bg-panel/70 p-4 transition hover:border-brand/50"
    >
      <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand/15 text-sm font-semibold text-brand">
        {index}
      </span>
      <span>
        <span className="block font-semibold">{t(`home.nextSteps.${step.key}Title`)}</span>
        <span className={`mt-1 block text-sm leading-6 ${step.pending ? 'text-warn' : 'text-mute'}`}>
          {text}
        </span>
      </span>
    </Link>
  );
}
