import { readItem, writeItem } from '../internal/storage';
import { STORAGE_KEYS } from './storageKeys';

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function randomPart(): string {
  const bytes = new Uint8Array(8);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function traits(): string {
  if (typeof navigator === 'undefined') return 'no-navigator';
  const screenPart = typeof screen === 'undefined' ? '' : `${screen.width}x${screen.height}x${screen.colorDepth}`;
  let zone = '';
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // ignore
  }
  return [navigator.userAgent, navigator.language, screenPart, zone, navigator.hardwareConcurrency ?? ''].join('|');
}

/**
 * The visitor's device id (sent as `X-Device-ID`): a hash of browser traits plus a random part, created once and
 * kept in localStorage (`sasar.device`) so it stays stable across visits.
 */
export function deviceFingerprint(): string {
  const stored = readItem(STORAGE_KEYS.device);
  if (stored) return stored;
  const id = `${fnv1a(traits())}-${randomPart()}`;
  writeItem(STORAGE_KEYS.device, id);
  return id;
}
