// `GET /{ad id}/previews?ad_format=…`, `GET /{creative id}/previews?ad_format=…` and
// `GET /act_…/generatepreviews?creative=…&ad_format=…` (GRAPH-API §16): one AdPreview whose body is an iframe of
// the placement, served by the sandbox itself (/ads/api/preview_iframe.php) so it renders offline.
import { escapeHtml } from '../../lib/html';
import { hashString } from '../../lib/random';
import { graphErrors } from '../../graph/errors/error-catalog';
import type { FieldSpec } from '../../graph/fields/field-spec';
import type { EdgeDefinition, EdgeQuery, EdgeRow } from '../../graph/fields/node-type';
import type { GraphContext } from '../../graph/graph-context';
import type { AdAccount } from '../../world/accounts/ad-account';
import type { Ad } from '../../world/ads/ad-objects';
import { findCreative, type AdCreative } from '../../nodes/creative-content';
import { creativeContent, encodeContent, specContent, type PreviewContent } from './preview-content';
import { AD_FORMATS, isAdFormat, layoutOf } from './preview-formats';

export const PREVIEW_PATH = '/ads/api/preview_iframe.php';

function readFormat(query: EdgeQuery) {
  const format = query('ad_format');
  if (format === undefined || format === '') throw graphErrors.missingParameter('ad_format');
  if (!isAdFormat(format)) throw graphErrors.invalidParameter(`Param ad_format must be one of {${AD_FORMATS.join(', ')}}`);
  return format;
}

function readSize(query: EdgeQuery, name: 'width' | 'height', fallback: number): number {
  const text = query(name);
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text.trim())) throw graphErrors.invalidParameter(`Param ${name} must be an integer`);
  return Math.min(4000, Math.max(1, Number(text)));
}

/** The AdPreview rows: only `body` exists on the node. */
function previewRows(body: string): EdgeRow[] {
  return [
    (specs: FieldSpec[] | undefined) => {
      for (const spec of specs ?? []) if (spec.name !== 'body') throw graphErrors.nonexistingField(spec.name, 'AdPreview');
      return { body };
    },
  ];
}

function previewBody(ctx: GraphContext, query: EdgeQuery, content: () => PreviewContent): EdgeRow[] {
  const format = readFormat(query);
  const layout = layoutOf(format);
  const width = readSize(query, 'width', layout.width);
  const height = readSize(query, 'height', layout.height);
  const d = encodeContent(content(), format);
  const src = `${ctx.origin}${PREVIEW_PATH}?d=${d}&t=AQ${(hashString(d) >>> 0).toString(36)}`;
  return previewRows(`<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" scrolling="yes" style="border: none;"></iframe>`);
}

export const adPreviewsEdge: EdgeDefinition<Ad> = {
  rows: (ad, ctx, query) => {
    const creative = findCreative(ctx.world, ad.creativeId);
    if (!creative) throw graphErrors.unknownError();
    return previewBody(ctx, query, () => creativeContent(ctx, creative));
  },
};

export const creativePreviewsEdge: EdgeDefinition<AdCreative> = {
  rows: (creative, ctx, query) => previewBody(ctx, query, () => creativeContent(ctx, creative)),
};

export const generatePreviewsEdge: EdgeDefinition<AdAccount> = {
  rows: (account, ctx, query) => {
    const text = query('creative');
    if (text === undefined || text === '') throw graphErrors.missingParameter('creative');
    let spec: unknown;
    try {
      spec = JSON.parse(text);
    } catch {
      throw graphErrors.invalidParameter('Param creative must be a valid JSON value');
    }
    // The format is checked first, as Meta does, so a bad creative and a bad format report the format.
    readFormat(query);
    return previewBody(ctx, query, () => specContent(ctx, account, spec));
  },
};
