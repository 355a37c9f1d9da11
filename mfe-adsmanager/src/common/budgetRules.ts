// Budget rules the platform applies, checked before a write so the user hears them at once (in the platform's words).
import { currencyDivisor, type Asset, type AssetLevel } from 'shared-graph';

/** Meta's floor message (error 100/1885272), e.g. "Your ad set budget must be more than IDR15000 or your ads may not be delivered." */
export function budgetFloorMessage(level: AssetLevel, min: number, currency: string): string {
  const amount = currencyDivisor(currency) === 1 ? String(Math.ceil(min)) : min.toFixed(2);
  return `Your ${level === 'campaign' ? 'campaign' : 'ad set'} budget must be more than ${currency}${amount} or your ads may not be delivered.`;
}

/** Whole minor units: 150000.4 IDR → 150000, 12.345 USD → 12.35. */
export function roundToCurrency(amount: number, currency: string): number {
  const divisor = currencyDivisor(currency);
  return Math.round(amount * divisor) / divisor;
}

/** Parses what the user typed ("150.000", "12,50" or "1 500") as an amount; null when it is not one. */
export function parseAmount(text: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '');
  if (!/^\d+([.,]\d+)*$/.test(cleaned)) return null;
  // "150.000" / "1,500" with three digits after the last separator are thousands; anything else is a decimal point.
  const parts = cleaned.split(/[.,]/);
  const last = parts.at(-1)!;
  const number = parts.length > 1 && last.length !== 3 ? `${parts.slice(0, -1).join('')}.${last}` : parts.join('');
  const value = Number(number);
  return Number.isFinite(value) ? value : null;
}

/** Why an amount cannot be a budget of `asset`, or null when it can. */
export function budgetProblem(asset: Pick<Asset, 'level'>, budgetType: 'daily' | 'lifetime', amount: number | null, currency: string, minDaily: number | null): string | null {
  if (amount === null || amount <= 0) return 'Enter the budget as a number, for example 150000.';
  if (budgetType === 'daily' && minDaily !== null && amount < minDaily) return budgetFloorMessage(asset.level, minDaily, currency);
  return null;
}

/** Where an asset's budget lives: on itself, on its campaign (CBO), or on its ad sets. */
export function budgetHolder(asset: Pick<Asset, 'level' | 'budget_type'>): 'self' | 'campaign' | 'adsets' | 'none' {
  if (asset.budget_type) return 'self';
  if (asset.level === 'campaign') return 'adsets';
  if (asset.level === 'adset') return 'campaign';
  return 'none';
}
