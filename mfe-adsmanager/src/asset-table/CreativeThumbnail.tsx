// A creative's thumbnail (the platform's thumbnail_url, read with the list): lazy, sized, named by the creative's
// headline. Without a thumbnail a neutral tile keeps the names aligned.
import type { ReactNode } from 'react';
import type { AssetCreative } from 'shared-graph';
import styled from 'styled-components';

export interface CreativeThumbnailProps {
  creative: AssetCreative | null | undefined;
  /** Shown size in px (square). */
  size?: number;
}

/** A thumbnail URL the page may load: http(s) only. */
const safeSrc = (url: string | null | undefined): string | null => (url && /^https?:\/\//i.test(url) ? url : null);

export function CreativeThumbnail({ creative, size = 32 }: CreativeThumbnailProps) {
  const src = safeSrc(creative?.thumbnail_url);
  if (!src) return <Placeholder $size={size} aria-hidden="true" data-testid="thumbnail-placeholder" />;
  const kind = creative?.video_id ? 'Video' : 'Image';
  // A new picture per address: a reused row never shows the previous ad's picture while the next one loads.
  return <Picture key={src} src={src} alt={creative?.title ? `${kind}: ${creative.title}` : `${kind} of the creative`} width={size} height={size} loading="lazy" decoding="async" $size={size} />;
}

/** An ad's name with its creative's thumbnail before it (the Ads tab's name cell). */
export function WithThumbnail({ creative, children }: { creative: AssetCreative | null | undefined; children: ReactNode }) {
  return (
    <Row>
      <CreativeThumbnail creative={creative} />
      {children}
    </Row>
  );
}

const Picture = styled.img<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  object-fit: cover;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.neutralSoft};
`;

const Placeholder = styled.span<{ $size: number }>`
  flex: none;
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.neutralSoft};
`;

const Row = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  > a {
    min-width: 0;
  }
`;
