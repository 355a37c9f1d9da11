// CSV for exports: RFC 4180 fields (CRLF rows), with spreadsheet formula injection guarded, and the file download.

/** One CSV field; a text starting with =, +, - or @ gets a leading ' so spreadsheet apps do not run it as a formula. */
export function csvField(value: unknown): string {
  if (value === undefined || value === null) return '';
  let text = String(value);
  // A leading =, +, - or @ would run as a formula in spreadsheet apps.
  if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: the header and one line per row, every field through `csvField`, CRLF line ends. */
export function csvText(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header.map(csvField).join(','), ...rows.map((row) => row.map(csvField).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** Offers `text` as a file download (with a BOM, so spreadsheet apps read UTF-8). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
