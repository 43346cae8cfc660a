import type { AdminComponents } from '@sajilo/api/admin';

export type OrderStatus = AdminComponents['schemas']['OrderStatus'];

/** The staff's words for each status, and what the customer's My Orders calls it. */
export const STATUS_LABELS: Record<OrderStatus, { label: string; customer: string; action: string }> = {
  pending: { label: 'Pending', customer: 'Pending', action: 'Back to pending' },
  confirmed: { label: 'Confirmed', customer: 'Processing', action: 'Confirm' },
  dispatched: { label: 'Dispatched', customer: 'Shipping', action: 'Mark dispatched' },
  delivered: { label: 'Delivered', customer: 'Delivered', action: 'Mark delivered' },
  rejected: { label: 'Rejected', customer: 'Rejected', action: 'Reject' },
  cancelled: { label: 'Cancelled', customer: 'Cancelled', action: 'Cancel the order' },
};

export const NEEDS_REASON: readonly OrderStatus[] = ['cancelled', 'rejected'];

/**
 * A collection at a showroom (docs/delivery.md "Collection at a showroom"): dispatched reads "ready to
 * collect" and delivered "collected", as the customer sees them.
 */
export const COLLECT_LABELS: Record<OrderStatus, { label: string; customer: string; action: string }> = {
  ...STATUS_LABELS,
  dispatched: { label: 'Ready to collect', customer: 'Ready to collect', action: 'Mark ready to collect' },
  delivered: { label: 'Collected', customer: 'Collected', action: 'Hand over' },
};

export const labelsFor = (fulfilment: 'delivery' | 'collect' | undefined) =>
  fulfilment === 'collect' ? COLLECT_LABELS : STATUS_LABELS;
