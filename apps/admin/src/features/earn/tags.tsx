import type { EarnOrderStatus, EarnTier } from '@platform/contract';
import { Tag } from 'antd';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS, TIER_COLORS, TIER_LABELS } from './earn-model.ts';
import type { ProductStatus } from './product-form-model.ts';

export function TierTag({ tier }: { tier: EarnTier }) {
  return <Tag color={TIER_COLORS[tier]}>{TIER_LABELS[tier]}</Tag>;
}

export function OrderStatusTag({ status }: { status: EarnOrderStatus }) {
  return <Tag color={ORDER_STATUS_COLORS[status]}>{ORDER_STATUS_LABELS[status]}</Tag>;
}

/** Open products take new orders; closed ones keep paying the orders they hold. */
export function ProductStatusTag({ status }: { status: ProductStatus }) {
  return status === 'open' ? <Tag color="green">Open</Tag> : <Tag>Closed</Tag>;
}
