// The first HTML of a page the server knows something about: the host's index.html with the page's heading in its
// shell frame, when the registry gives the path one (`heading` of an owned path), so the heading is painted before
// any JavaScript has run instead of after the host, the registry and the remote have loaded (the host's ShellFrame
// and AreaLoading show the same heading until the remote's screen replaces it); and with the files the page's first
// load will ask for named in <head> (firstLoadHints.ts), so they download while the host starts.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PageHeading } from 'shared-graph/registry';
import type { RemoteRegistry } from './remotes';

/** Where index.html's frame (host/src/index.html) shows its loading line; the heading goes before it. */
const FRAME_MAIN = '<div class="shell-frame__main" role="status">';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** The heading the registry gives exactly this path (`search` for /search), if any. */
export function headingForPath(registry: RemoteRegistry, urlPath: string): PageHeading | undefined {
  const path = `/${urlPath.replace(/^\/+|\/+$/g, '')}`;
  for (const entry of Object.values(registry)) {
    const owned = entry.paths.find((candidate) => candidate.path === path);
    if (owned) return owned.heading;
  }
  return undefined;
}

/** index.html with the heading in its frame, or null when the page has no frame to put it in. */
export function withHeading(indexHtml: string, heading: PageHeading): string | null {
  if (!indexHtml.includes(FRAME_MAIN)) return null;
  const description = heading.description ? `<p class="shell-frame__description">${escapeHtml(heading.description)}</p>` : '';
  return indexHtml.replace(FRAME_MAIN, `${FRAME_MAIN}<h1 class="shell-frame__title">${escapeHtml(heading.title)}</h1>${description}`);
}

/** index.html with `links` (`<link rel="preload">` tags) at the end of its <head>, or null when it has no <head>. */
export function withPreloads(indexHtml: string, links: string): string | null {
  if (!indexHtml.includes('</head>')) return null;
  return indexHtml.replace('</head>', `${links}</head>`);
}

/** What a page's first HTML adds to index.html. */
export interface FirstPaint {
  heading?: PageHeading;
  /** `<link rel="preload">` tags (preloadLinks). */
  preloads: string;
}

/** index.html with what it can take of `paint`, or null when nothing applies (no frame for the heading, no <head>). */
export function withFirstPaint(indexHtml: string, paint: FirstPaint): string | null {
  const headed = paint.heading ? withHeading(indexHtml, paint.heading) : null;
  const preloaded = paint.preloads ? withPreloads(headed ?? indexHtml, paint.preloads) : null;
  return preloaded ?? headed;
}

export interface FirstPaintPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** The page and its compressed copies, made once per index.html and addition (the static files are compressed at build time). */
export function firstPaintPages() {
  const made = new Map<string, FirstPaintPage | null>();
  return (indexHtml: string, paint: FirstPaint): FirstPaintPage | null => {
    const key = JSON.stringify([indexHtml, paint.heading ?? null, paint.preloads]);
    if (!made.has(key)) {
      const html = withFirstPaint(indexHtml, paint);
      if (made.size > 100) made.clear();
      made.set(
        key,
        html === null
          ? null
          : { html, br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(html, { level: 9 }) },
      );
    }
    return made.get(key)!;
  };
}
