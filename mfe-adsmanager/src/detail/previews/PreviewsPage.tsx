// An ad's Previews page: the platform's own preview of the ad in each main placement (Facebook and Instagram feed,
// Stories, Reels), one tab each. Only the shown tab's preview is asked for; tabs already seen come from the cache.
import { useState } from 'react';
import { requestErrorText, useGraphQuery } from 'shared-graph';
import { ErrorState, NavTabs, Spinner } from 'shared-ui';
import styled from 'styled-components';
import { parsePreviewBody } from './parsePreviewBody';
import { PREVIEW_FORMATS, previewFormatOf, type PreviewFormat } from './previewFormats';

/** Meta's preview iframes stay valid 24 hours; an hour's cache keeps tab switches free. */
const PREVIEW_STALE_MS = 3_600_000;

interface PreviewsAnswer {
  data?: Array<{ body?: unknown }>;
}

export interface PreviewsPageProps {
  adId: string;
  adName: string;
  /** The URL's tab segment. */
  tab: string | undefined;
  /** `/adsmanager/…/ads/:id/previews`. */
  basePath: string;
  search: string;
}

export function PreviewsPage({ adId, adName, tab, basePath, search }: PreviewsPageProps) {
  const format = previewFormatOf(tab);
  return (
    <Section aria-label="Ad previews">
      <NavTabs aria-label="Placements" items={PREVIEW_FORMATS.map((f, i) => ({ to: `${basePath}${i === 0 ? '' : `/${f.slug}`}${search}`, label: f.label, end: true }))} />
      <Preview key={format.slug} adId={adId} adName={adName} format={format} />
      <Note>Previews come from Facebook and show how the ad looks in each placement. They can take a few seconds to appear.</Note>
    </Section>
  );
}

function Preview({ adId, adName, format }: { adId: string; adName: string; format: PreviewFormat }) {
  return <PlacementPreview path={`${adId}/previews`} params={{ ad_format: format.adFormat }} label={format.label} title={`${format.label} preview of ${adName}`} />;
}

export interface PlacementPreviewProps {
  /** `{ad}/previews`, `{creative}/previews` or `act_…/generatepreviews`. */
  path: string;
  params: Record<string, unknown>;
  /** The placement in words, e.g. "Facebook feed". */
  label: string;
  /** The iframe's title. */
  title: string;
}

/** One placement's preview from the platform, in a sandboxed iframe (also used by the create flow before publishing). */
export function PlacementPreview({ path, params, label, title }: PlacementPreviewProps) {
  const query = useGraphQuery<PreviewsAnswer>(path, params, { staleTime: PREVIEW_STALE_MS });
  const [loaded, setLoaded] = useState(false);
  if (query.isLoading) return <Frame><Spinner label={`Loading the ${label} preview`} /></Frame>;
  if (query.error) return <ErrorState title="Preview not available" message={requestErrorText(query.error, `Facebook did not send the ${label} preview.`)} onRetry={() => void query.refetch()} />;
  const frame = parsePreviewBody(query.data?.data?.[0]?.body);
  if (!frame) return <ErrorState title="Preview not available" message={`Facebook sent no ${label} preview for this ad.`} onRetry={() => void query.refetch()} />;
  return (
    <Frame>
      {!loaded && (
        <Loading>
          <Spinner label={`Loading the ${label} preview`} />
        </Loading>
      )}
      <iframe
        src={frame.src}
        title={title}
        width={frame.width}
        height={frame.height}
        loading="lazy"
        referrerPolicy="no-referrer"
        // Meta's preview pages need their scripts; they stay in their own origin, without top navigation or forms.
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        onLoad={() => setLoaded(true)}
        data-testid="ad-preview"
      />
    </Frame>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Frame = styled.div`
  position: relative;
  align-self: flex-start;
  min-height: 120px;
  max-width: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  iframe {
    display: block;
    max-width: 100%;
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Loading = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
