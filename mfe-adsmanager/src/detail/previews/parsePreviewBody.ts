// An AdPreview's `body` is HTML with one iframe (`<iframe src="…" width="…" height="…" …>`). Only its address and
// size are kept: the page draws its own iframe, so no markup from the answer is ever inserted.

export interface PreviewFrame {
  src: string;
  width: number;
  height: number;
}

const size = (value: string | null, fallback: number): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 && n <= 4000 ? Math.round(n) : fallback;
};

/** The iframe of a preview body, or null when there is none with an http(s) address. */
export function parsePreviewBody(body: unknown): PreviewFrame | null {
  if (typeof body !== 'string' || !body.includes('<iframe')) return null;
  const frame = new DOMParser().parseFromString(body, 'text/html').querySelector('iframe');
  const src = frame?.getAttribute('src') ?? '';
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return { src: url.toString(), width: size(frame?.getAttribute('width') ?? null, 320), height: size(frame?.getAttribute('height') ?? null, 540) };
}
