/**
 * Cursors as Meta's docs show them: base64 of the row offset with each `=` written as `ZD`
 * ("0" → "MAZDZD", "24" → "MjQZD").
 */
export function encodeCursor(offset: number): string {
  return Buffer.from(String(offset)).toString('base64').replace(/=/g, 'ZD');
}

/** The offset a cursor stands for, or null if it is not one of ours. */
export function decodeCursor(cursor: string): number | null {
  const padded = cursor.replace(/(ZD)+$/, (run) => '='.repeat(run.length / 2));
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(padded)) return null;
  const text = Buffer.from(padded, 'base64').toString('utf8');
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}
