import { DAY_MS } from '../../lib/meta-time';
import type { Random } from '../../lib/random';
import type { AdAccount } from '../accounts/ad-account';
import type { AdsPixel } from './ads-pixel';

const MATCHING_FIELDS = ['em', 'ph', 'fn', 'ln', 'ct', 'st', 'zp', 'country', 'external_id'];

/**
 * One pixel per account pixel id (the large account shares its template's), owned by the first account that names it:
 * set up some weeks after the account; a live site keeps firing (also while an unsettled account's ads are stopped),
 * a disabled account's old site stopped firing a few days after its ads did.
 */
export function buildPixels(accounts: readonly AdAccount[], random: Random, builtAt: number): AdsPixel[] {
  const pixels = new Map<string, AdsPixel>();
  for (const account of accounts) {
    if (pixels.has(account.pixelId)) continue;
    const r = random.fork(account.pixelId);
    const createdAt = account.createdAt + r.int(3, 40) * DAY_MS + r.int(0, 86_399) * 1000;
    const disabled = account.status === 2;
    const stoppedAt = account.deliveryStoppedOn ? Date.parse(`${account.deliveryStoppedOn}T12:00:00Z`) : null;
    const lastFiredAt = disabled && stoppedAt !== null ? stoppedAt + r.int(1, 6) * DAY_MS + r.int(0, 86_399) * 1000 : builtAt - r.int(1, 45) * 60_000 - r.int(0, 59) * 1000;
    pixels.set(account.pixelId, {
      id: account.pixelId,
      ownerAccountId: account.id,
      name: `${account.name} Pixel`,
      ownerBusiness: account.business ? { ...account.business } : null,
      createdAt,
      lastFiredAt: Math.min(lastFiredAt, builtAt - 60_000),
      isUnavailable: false,
      dataUseSetting: 'ADVERTISING_AND_ANALYTICS',
      automaticMatchingFields: disabled ? [] : [...MATCHING_FIELDS],
    });
  }
  return [...pixels.values()];
}
