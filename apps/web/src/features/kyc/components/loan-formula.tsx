import { CREDIT_SCORE_MAX, KYC_LEVELS, type KycState } from '@platform/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/ui/states.tsx';
import { formatAmountOf, formatDecimal } from '../../../lib/format.ts';
import { kycQueries } from '../api/kyc-api.ts';
import { levelOf } from './checks.ts';
import { fullScoreBonus, type LoanFormula, loanFormulaOf } from './credit.ts';

/**
 * Why the limit is what it is: verification levels and the score both raise it. The amounts are
 * the operator's (public rule `loan.limits`), captioned with the label the server sends.
 */
export function LoanFormulaCard({ state }: { state: KycState }) {
  const { t, i18n } = useTranslation('kyc');
  const rules = useQuery(kycQueries.rules(i18n.language));
  const loan = loanFormulaOf(rules.data);
  return (
    <section className="card p-5" data-testid="loan-formula">
      <h2 className="text-[15px] font-semibold">{t('credit.howTitle')}</h2>
      <p className="mt-1 text-sm leading-6 text-mute">{t('credit.howText')}</p>
      {rules.isPending ? (
        <div className="mt-3">
          <LoadingBlock lines={4} />
        </div>
      ) : (
        loan && <FormulaTable label={loan.label} formula={loan.formula} state={state} />
      )}
    </section>
  );
}

function FormulaTable({ label, formula, state }: { label: string; formula: LoanFormula; state: KycState }) {
  const { t, i18n } = useTranslation('kyc');
  const usdt = (amount: string) => `+${formatAmountOf(amount, 'USDT', i18n.language)}`;
  return (
    <>
      <table className="mt-4 w-full text-sm">
        <caption className="mb-2 text-left text-xs leading-5 text-mute">{label}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('credit.formulaItem')}</th>
            <th scope="col">{t('credit.formulaAmount')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {KYC_LEVELS.map((level) => {
            const done = levelOf(state, level).status === 'approved';
            return (
              <tr key={level} data-testid={`loan-formula-${level}`}>
                <th scope="row" className="py-2.5 pr-3 text-left font-normal">
                  {t(`level.${level}.title`)}
                  {done && <span className="ml-2 text-xs text-up">{t('credit.done')}</span>}
                </th>
                <td className="py-2.5 text-right font-mono whitespace-nowrap">{usdt(formula[level])}</td>
              </tr>
            );
          })}
          <tr data-testid="loan-formula-point">
            <th scope="row" className="py-2.5 pr-3 text-left font-normal">
              {t('credit.perPoint')}
            </th>
            <td className="py-2.5 text-right font-mono whitespace-nowrap">{usdt(formula.perCreditPoint)}</td>
          </tr>
        </tbody>
      </table>
      <p className="mt-3 text-xs leading-5 text-mute">
        {t('credit.fullScore', {
          max: CREDIT_SCORE_MAX,
          amount: formatDecimal(fullScoreBonus(formula), i18n.language),
        })}
      </p>
    </>
  );
}
