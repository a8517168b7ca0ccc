import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';

/** A titled group of rows in the user centre. */
export function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-2 px-1 text-xs font-semibold tracking-wide text-mute uppercase">{title}</h2>
      <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-panel">
        {children}
      </ul>
    </section>
  );
}

export type RowTone = 'ok' | 'warn' | 'mute';
const TONES: Record<RowTone, string> = { ok: 'text-up', warn: 'text-warn', mute: 'text-mute' };

/** One row: label on the left, a status on the right, opening a screen or running an action. */
export function SettingsRow({
  label,
  status,
  tone = 'mute',
  to,
  onClick,
  testId,
}: {
  label: string;
  status?: ReactNode;
  tone?: RowTone;
  to?: string;
  onClick?: () => void;
  testId?: string;
}) {
  const inner = (
    <>
      <span className="min-w-0 flex-1 truncate text-[15px]">{label}</span>
      {status !== undefined && (
        <span className={`max-w-[50%] truncate text-sm ${TONES[tone]}`}>{status}</span>
      )}
      <ChevronRightIcon className="size-4 shrink-0 text-mute" strokeWidth="2" />
    </>
  );
  const className =
    'flex w-full items-center gap-3 px-4 py-3.5 text-left transition hover:bg-panel-2 md:px-5';
  return (
    <li data-testid={testId}>
      {to ? (
        <Link to={to} className={className}>
          {inner}
        </Link>
      ) : (
        <button type="button" onClick={onClick} className={className}>
          {inner}
        </button>
      )}
    </li>
  );
}
