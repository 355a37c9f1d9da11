import { INDONESIAN_NAMES } from './data/indonesian-names';
import type { TargetingItem } from './targeting-item';

export function isIndonesian(locale: string | undefined): boolean {
  return locale !== undefined && /^id([_-]|$)/i.test(locale);
}

export function localizedName(name: string, locale: string | undefined): string {
  return isIndonesian(locale) ? (INDONESIAN_NAMES[name] ?? name) : name;
}

export function localizeItem(item: TargetingItem, locale: string | undefined): TargetingItem {
  if (!isIndonesian(locale)) return item;
  return { ...item, name: localizedName(item.name, locale), path: item.path.map((part) => localizedName(part, locale)) };
}
