/** Rows rendered beyond the viewport on each side, so fast scrolling shows no blank edge. */
export const OVERSCAN_ROWS = 8;

/** The slice [start, end) of rows to render for a fixed row height. */
export function visibleRange(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan = OVERSCAN_ROWS,
): { start: number; end: number } {
  if (count === 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const shown = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.max(0, Math.min(count - 1, first) - overscan);
  const end = Math.min(count, first + shown + overscan);
  return { start, end };
}
