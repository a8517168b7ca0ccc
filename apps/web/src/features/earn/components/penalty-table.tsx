import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PENALTY_ROWS_SHOWN, type SubscribeSummary } from '../model/subscribe.ts';
import { useEarnFormat } from './use-earn-format.ts';

/**
 * The penalty in money of redeeming on each day of the term, for the amount typed, and the
 * principal that would come back. The first days show at once; the rest behind "show all".
 */
export function PenaltyTable({ summary, scale }: { summary: SubscribeSummary; scale: number }) {
  const { t } = useTranslation('earn');
  const format = useEarnFormat();
  const [all, setAll] = useState(false);
  const rows = all ? summary.penalties : summary.penalties.slice(0, PENALTY_ROWS_SHOWN);
  const more = summary.penalties.length > PENALTY_ROWS_SHOWN;
  return (
    <section data-testid="earn-penalty-table">
      <h3 className="text-sm font-semibold">{t('table.title')}</h3>
      <div className="mt-2 overflow-hidden rounded-xl border border-line">
        <table className="w-full text-sm tabular-nums">
          <thead className="bg-panel-2/70 text-xs text-mute">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t('table.day')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('table.daysLeft')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('table.penalty')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('table.back')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line/60">
            {rows.map((row) => (
              <tr key={row.day} data-testid="earn-penalty-row">
                <td className="px-3 py-1.5">{t('table.dayValue', { day: row.day + 1 })}</td>
                <td className="px-3 py-1.5 text-right">{row.daysRemaining}</td>
                <td className="px-3 py-1.5 text-right text-down">{format.units(row.penaltyUnits, scale)}</td>
                <td className="px-3 py-1.5 text-right">{format.units(row.backUnits, scale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more && (
        <button
          type="button"
          className="link mt-2 text-sm"
          onClick={() => setAll((v) => !v)}
          aria-expanded={all}
          data-testid="earn-penalty-all"
        >
          {all ? t('table.showFewer') : t('table.showAll', { count: summary.penalties.length })}
        </button>
      )}
    </section>
  );
}
