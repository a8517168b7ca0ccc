import type { ContractStatus } from '@platform/contract';
import { Tag } from 'antd';
import { Figure } from '../../components/figures.tsx';
import { type CloseReason, REASON_LABELS, STATUS_COLORS, STATUS_LABELS } from './contracts-model.ts';

export function DirectionTag({ direction, leverage }: { direction: 'long' | 'short'; leverage: number }) {
  return (
    <Tag color={direction === 'long' ? 'green' : 'red'}>
      {direction} {leverage}x
    </Tag>
  );
}

export function StatusTag({ status }: { status: ContractStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag>;
}

export function ReasonTag({ reason }: { reason: CloseReason | null }) {
  if (reason === null) return <Figure value={null} />;
  return <Tag color={reason === 'liquidation' ? 'red' : undefined}>{REASON_LABELS[reason]}</Tag>;
}
