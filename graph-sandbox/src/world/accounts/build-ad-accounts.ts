import { currencyInfo, displayAmount, toMinor } from '../../lib/currency';
import { DAY_MS, addDays, dateInZone } from '../../lib/meta-time';
import type { Random } from '../../lib/random';
import type { IdFactory } from '../ids';
import { BUDI, DEWI, type PlatformUser } from '../people/platform-users';
import type { AdAccount, FundingSource } from './ad-account';
import { TIMEZONES, TIMEZONE_BY_CURRENCY } from './timezones';

/** One ad account fixed by docs/contracts.md; everything not listed here comes from the seed. */
interface AccountSlot {
  owner: PlatformUser;
  name: string;
  currency: string;
  status: 1 | 2 | 3;
  disableReason: number;
  business: string | null;
  funding: 'card' | 'prepaid' | 'none';
  cardBrand: string;
  /** The page its ads promote. */
  page: string;
  vertical: AdAccount['vertical'];
  /** Major units spent before the insights window. */
  priorSpend: [number, number];
  /** Major units; 0 = no spend cap. */
  spendCap: number;
  /** For accounts that stopped delivering: days before "today". */
  stoppedDaysAgo?: number;
}

export const ACCOUNT_SLOTS: readonly AccountSlot[] = [
  { owner: DEWI, vertical: 'fashion', name: 'Batik Lestari ID', page: 'Batik Lestari', currency: 'IDR', status: 1, disableReason: 0, business: 'Lestari Kreasi Nusantara', funding: 'card', cardBrand: 'Mastercard', priorSpend: [180_000_000, 420_000_000], spendCap: 0 },
  { owner: DEWI, vertical: 'fashion', name: 'Batik Lestari Global', page: 'Batik Lestari', currency: 'USD', status: 1, disableReason: 0, business: 'Lestari Kreasi Nusantara', funding: 'card', cardBrand: 'VISA', priorSpend: [9_000, 26_000], spendCap: 250_000 },
  { owner: DEWI, vertical: 'fashion', name: 'Lestari Japan Pop-up', page: 'Lestari Japan', currency: 'JPY', status: 3, disableReason: 0, business: 'Lestari Kreasi Nusantara', funding: 'card', cardBrand: 'JCB', priorSpend: [900_000, 2_400_000], spendCap: 0, stoppedDaysAgo: 24 },
  { owner: DEWI, vertical: 'fashion', name: 'Lestari Lama (personal)', page: 'Batik Lestari', currency: 'IDR', status: 2, disableReason: 3, business: null, funding: 'none', cardBrand: 'VISA', priorSpend: [20_000_000, 60_000_000], spendCap: 0, stoppedDaysAgo: 200 },
  { owner: BUDI, vertical: 'automotive', name: 'Santoso Motor Parts', page: 'Santoso Motor Parts', currency: 'IDR', status: 1, disableReason: 0, business: 'Santoso Motor Group', funding: 'prepaid', cardBrand: 'VISA', priorSpend: [90_000_000, 240_000_000], spendCap: 0 },
  { owner: BUDI, vertical: 'automotive', name: 'Santoso Export', page: 'Santoso Export', currency: 'USD', status: 1, disableReason: 0, business: 'Santoso Motor Group', funding: 'card', cardBrand: 'VISA', priorSpend: [4_000, 15_000], spendCap: 0 },
];

const ALL_TASKS = ['DRAFT', 'ANALYZE', 'ADVERTISE', 'MANAGE'];

function funding(slot: AccountSlot, random: Random, ids: IdFactory): FundingSource | null {
  if (slot.funding === 'none') return null;
  if (slot.funding === 'prepaid') {
    const prepaidMinor = toMinor(random.int(8, 60) * 50_000, slot.currency);
    return {
      id: ids.next('', 16),
      type: 20,
      displayString: `Available Balance (${displayAmount(prepaidMinor, slot.currency)} ${slot.currency})`,
      prepaidMinor,
    };
  }
  return { id: ids.next('', 16), type: 1, displayString: `${slot.cardBrand} *${random.int(1000, 9999)}` };
}

export interface BuiltAccounts {
  accounts: AdAccount[];
  businesses: Map<string, { id: string; name: string }>;
}

export function buildAdAccounts(random: Random, ids: IdFactory, builtAt: number, pageIdByName: (name: string) => string): BuiltAccounts {
  const businesses = new Map<string, { id: string; name: string }>();
  const businessFor = (name: string): { id: string; name: string } => {
    let business = businesses.get(name);
    if (!business) {
      business = { id: ids.next('', 15), name };
      businesses.set(name, business);
    }
    return business;
  };

  const accounts = ACCOUNT_SLOTS.map((slot, index): AdAccount => {
    const r = random.fork(`account-${index}`);
    const timezoneName = TIMEZONE_BY_CURRENCY[slot.currency] ?? 'Asia/Jakarta';
    const accountNumber = ids.next('', r.chance(0.5) ? 15 : 16);
    const business = slot.business ? businessFor(slot.business) : null;
    const createdAt = builtAt - r.int(420, 1500) * DAY_MS - r.int(0, 86_399) * 1000;
    const today = dateInZone(builtAt, timezoneName);
    return {
      id: `act_${accountNumber}`,
      accountNumber,
      name: slot.name,
      ownerUserId: slot.owner.id,
      currency: slot.currency,
      timezoneName,
      timezoneId: TIMEZONES[timezoneName].id,
      status: slot.status,
      disableReason: slot.disableReason,
      createdAt,
      business,
      isPersonal: business === null,
      isPrepay: slot.funding === 'prepaid',
      funding: funding(slot, r, ids),
      spendCapMinor: toMinor(slot.spendCap, slot.currency),
      priorSpendMinor: toMinor(r.int(slot.priorSpend[0], slot.priorSpend[1]), slot.currency),
      deliveryStoppedOn: slot.stoppedDaysAgo === undefined ? null : addDays(today, -slot.stoppedDaysAgo),
      unbilledDays: slot.funding === 'prepaid' ? 0 : r.int(2, 6),
      endAdvertiser: business ?? { id: slot.owner.id, name: slot.owner.name },
      userTasks: ALL_TASKS,
      pixelId: ids.next('', 16),
      pageId: pageIdByName(slot.page),
      vertical: slot.vertical,
    };
  });
  return { accounts, businesses };
}

export function minDailyBudget(account: AdAccount): number {
  return currencyInfo(account.currency).minDailyBudget;
}
