import type { FixedTermKind } from '@platform/contract';
import { Tag } from 'antd';
import {
  DIRECTION_LABELS,
  type Direction,
  isRising,
  KIND_LABELS,
  type OrderStatus,
  STATUS_COLORS,
  STATUS_LABELS,
} from './fixed-term-model.ts';

export function KindTag({ kind }: { kind: FixedTermKind }) {
  return <Tag color={kind === 'delivery' ? 'purple' : 'cyan'}>{KIND_LABELS[kind]}</Tag>;
}

/** Up and call (the price rising) in green, down and put in red. */
export function DirectionTag({ direction }: { direction: Direction }) {
  return <Tag color={isRising(direction) ? 'green' : 'red'}>{DIRECTION_LABELS[direction]}</Tag>;
}

export function StatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag>;
}
