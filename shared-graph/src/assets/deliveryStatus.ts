import type { Asset } from './assetTypes';
import { mergeAssets } from './mergeAssets';

/**
 * SPEC §4: a parent's delivery status is its first child's effective status once every child is loaded (children
 * sorted ACTIVE first, so a campaign with one delivering ad set reads ACTIVE); until then, or without children,
 * its own effective status.
 */
export function deliveryStatusOf(parent: Pick<Asset, 'effective_status'>, children: readonly Asset[] | undefined, allChildrenLoaded: boolean): string {
  if (!allChildrenLoaded || !children || children.length === 0) return parent.effective_status;
  return mergeAssets([], children)[0]?.effective_status ?? parent.effective_status;
}

/** The parent with `delivery_status` set from its children (see deliveryStatusOf). */
export function withDeliveryStatus<T extends Asset>(parent: T, children: readonly Asset[] | undefined, allChildrenLoaded: boolean): T {
  const delivery = deliveryStatusOf(parent, children, allChildrenLoaded);
  return delivery === parent.delivery_status ? parent : { ...parent, delivery_status: delivery };
}
