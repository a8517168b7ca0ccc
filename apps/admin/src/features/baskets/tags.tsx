import type { BasketRisk } from '@platform/contract';
import { Tag } from 'antd';
import {
  type BasketSide,
  type BasketStatus,
  RISK_COLORS,
  RISK_LABELS,
  SIDE_COLORS,
  SIDE_LABELS,
} from './baskets-model.ts';

export function RiskTag({ risk }: { risk: BasketRisk }) {
  return <Tag color={RISK_COLORS[risk]}>{RISK_LABELS[risk]}</Tag>;
}

export function SideTag({ side }: { side: BasketSide }) {
  return <Tag color={SIDE_COLORS[side]}>{SIDE_LABELS[side]}</Tag>;
}

/** Open baskets take purchases; closed ones still redeem the units customers hold. */
export function BasketStatusTag({ status }: { status: BasketStatus }) {
  return status === 'open' ? <Tag color="green">Open</Tag> : <Tag>Closed</Tag>;
}
