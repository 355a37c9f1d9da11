// The HTML page a preview iframe shows: the creative's picture, headline, text and call to action in the frame of
// its placement (a Facebook or Instagram post, a full-screen story or reel, a banner). Self-contained: inline
// styles, pictures from the sandbox, no script.
import { escapeHtml } from '../../lib/html';
import type { PreviewContent } from './preview-content';
import { isAdFormat, layoutOf, type PreviewFrame } from './preview-formats';

const e = escapeHtml;

/** SHOP_NOW → "Shop now". */
export const ctaLabel = (type: string): string => (type ? type.toLowerCase().replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase()) : 'Learn more');

const safeUrl = (url: string): string => (/^https?:\/\//.test(url) ? url : '');

const handleOf = (page: string): string => page.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'page';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:14px/1.35 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:#1c1e21;background:#f0f2f5}
.post{background:#fff;max-width:500px;margin:0 auto;border-radius:8px;overflow:hidden}
.head{display:flex;align-items:center;gap:8px;padding:12px}
.avatar{width:36px;height:36px;border-radius:50%;background:#1b4d8f;color:#fff;display:grid;place-items:center;font-weight:700;flex:none}
.who{display:flex;flex-direction:column;min-width:0}
.name{font-weight:700}
.meta{color:#5f6368;font-size:12px}
.text{padding:0 12px 12px;white-space:pre-wrap}
.media{position:relative;background:#ddd}
.media img{display:block;width:100%;aspect-ratio:1/1;object-fit:cover}
.cards{display:flex;gap:8px;overflow-x:auto;padding:0 12px 12px}
.cards figure{margin:0;flex:0 0 78%;border:1px solid #dadde1;border-radius:8px;overflow:hidden}
.cards img{display:block;width:100%;aspect-ratio:1/1;object-fit:cover}
.cards figcaption{padding:8px;font-weight:700}
.play{position:absolute;inset:0;display:grid;place-items:center;color:#fff;font-size:40px;text-shadow:0 1px 4px #000}
.link{display:flex;align-items:center;gap:8px;background:#f0f2f5;padding:10px 12px}
.link .what{flex:1;min-width:0}
.host{color:#5f6368;font-size:12px;text-transform:uppercase}
.headline{font-weight:700;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.cta{background:#e4e6eb;color:#1c1e21;border-radius:6px;padding:8px 12px;font-weight:600;white-space:nowrap}
.actions{display:flex;justify-content:space-around;color:#5f6368;padding:8px 12px;border-top:1px solid #dadde1;font-weight:600}
.ig .head{padding:10px}
.ig .avatar{width:32px;height:32px;background:linear-gradient(45deg,#8a3ab9,#bc2a8d,#e95950)}
.ig-cta{display:flex;justify-content:space-between;padding:10px 12px;color:#0b57d0;font-weight:600;border-bottom:1px solid #dbdbdb}
.ig-icons{padding:8px 12px;letter-spacing:8px;color:#262626}
.ig .text{padding:0 12px 12px}
.full{position:relative;height:100vh;min-height:400px;background:#111;color:#fff;overflow:hidden}
.full img.bg{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.full .top{position:absolute;top:0;left:0;right:0;padding:10px 12px;background:linear-gradient(#000a,#0000)}
.bar{height:3px;background:#fff8;border-radius:2px;margin-bottom:10px}
.full .head{padding:0;color:#fff}
.full .meta{color:#fff}
.full .bottom{position:absolute;left:0;right:0;bottom:0;padding:12px;background:rgba(0,0,0,.72)}
.full .pill{display:block;margin:10px auto 0;text-align:center;background:#fff;color:#1c1e21;border-radius:18px;padding:8px 14px;font-weight:700;width:max-content;max-width:100%}
.reel .side{position:absolute;right:10px;bottom:160px;display:flex;flex-direction:column;gap:16px;font-size:20px;text-shadow:0 1px 3px #000}
.reel .wide{display:block;margin-top:10px;text-align:center;background:#0b57d0;color:#fff;border-radius:6px;padding:8px;font-weight:700}
.banner{display:flex;gap:8px;align-items:center;background:#fff;padding:8px;height:100vh}
.banner img{width:40%;aspect-ratio:1/1;object-fit:cover;border-radius:4px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
`;

function picture(url: string, alt: string, className = ''): string {
  const src = safeUrl(url);
  return src ? `<img src="${e(src)}" alt="${e(alt)}"${className ? ` class="${className}"` : ''}>` : '';
}

function head(c: PreviewContent, instagram: boolean): string {
  const name = instagram ? handleOf(c.page) : c.page;
  return `<div class="head"><span class="avatar" aria-hidden="true">${e(c.page.slice(0, 1).toUpperCase())}</span><span class="who"><span class="name">${e(name)}</span><span class="meta">Sponsored</span></span></div>`;
}

function media(c: PreviewContent): string {
  const alt = c.headline || c.page;
  if (c.pictures.length > 1) {
    const cards = c.pictures.map((url, i) => `<figure>${picture(url, `${alt}, card ${i + 1}`)}<figcaption>${e(c.captions?.[i] || (i === 0 ? c.headline : `${c.headline} ${i + 1}`))}</figcaption></figure>`).join('');
    return `<div class="cards">${cards}</div>`;
  }
  return `<div class="media">${picture(c.pictures[0] ?? '', c.video ? `Video: ${alt}` : alt)}${c.video ? '<span class="play" aria-hidden="true">▶</span>' : ''}</div>`;
}

function facebookFeed(c: PreviewContent): string {
  const link = c.pictures.length > 1 ? '' : `<div class="link"><span class="what"><span class="host">${e(c.host)}</span><div class="headline">${e(c.headline)}</div></span><span class="cta">${e(ctaLabel(c.cta))}</span></div>`;
  return `<article class="post">${head(c, false)}<p class="text">${e(c.body)}</p>${media(c)}${link}<div class="actions" aria-hidden="true"><span>Like</span><span>Comment</span><span>Share</span></div></article>`;
}

function instagramFeed(c: PreviewContent): string {
  return `<article class="post ig">${head(c, true)}${media(c)}<div class="ig-cta"><span>${e(ctaLabel(c.cta))}</span><span aria-hidden="true">›</span></div><div class="ig-icons" aria-hidden="true">♡ ◯ ➤</div><p class="text"><strong>${e(handleOf(c.page))}</strong> ${e(c.body)}</p></article>`;
}

function story(c: PreviewContent, instagram: boolean): string {
  return `<article class="full">${picture(c.pictures[0] ?? '', c.headline || c.page, 'bg')}<div class="top"><div class="bar"></div>${head(c, instagram)}</div><div class="bottom"><div class="headline">${e(c.headline)}</div><div>${e(c.body)}</div><span class="pill">${e(ctaLabel(c.cta))}</span></div></article>`;
}

function reel(c: PreviewContent, instagram: boolean): string {
  return `<article class="full reel">${picture(c.pictures[0] ?? '', c.headline || c.page, 'bg')}<div class="side" aria-hidden="true"><span>♡</span><span>◯</span><span>➤</span></div><div class="bottom">${head(c, instagram)}<div>${e(c.body)}</div><span class="wide">${e(ctaLabel(c.cta))}</span></div></article>`;
}

function banner(c: PreviewContent): string {
  return `<article class="banner">${picture(c.pictures[0] ?? '', c.headline || c.page)}<div><div class="headline">${e(c.headline)}</div><div class="meta">${e(c.page)} · Sponsored</div><span class="cta">${e(ctaLabel(c.cta))}</span></div></article>`;
}

const PLACEMENT_NAME: Record<PreviewFrame, string> = { facebook_feed: 'feed', instagram_feed: 'feed', story: 'story', reel: 'reel', banner: 'banner' };

export function previewPage(content: PreviewContent & { format: string }): string {
  const layout = isAdFormat(content.format) ? layoutOf(content.format) : layoutOf('MOBILE_FEED_STANDARD');
  const instagram = layout.platform === 'instagram';
  const frame = instagram && layout.frame === 'facebook_feed' ? 'instagram_feed' : layout.frame;
  const inner =
    frame === 'instagram_feed' ? instagramFeed(content) : frame === 'story' ? story(content, instagram) : frame === 'reel' ? reel(content, instagram) : frame === 'banner' ? banner(content) : facebookFeed(content);
  const title = `Ad preview: ${content.headline || content.page} (${instagram ? 'Instagram' : 'Facebook'} ${PLACEMENT_NAME[frame]})`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(title)}</title><style>${STYLE}</style></head><body><main><h1 class="sr">${e(title)}</h1>${inner}</main></body></html>`;
}

export function invalidPreviewPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview not available</title></head><body><main><h1>Preview not available</h1><p>This preview link is not valid or has expired.</p></main></body></html>`;
}
