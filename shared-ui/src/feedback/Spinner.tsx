import styled, { keyframes, useTheme } from 'styled-components';
import { uiText } from '../i18n/uiText';
import { VisuallyHidden } from '../primitives/VisuallyHidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export type SpinnerSize = 'xs' | 'sm' | 'md' | 'lg';

const SIZES: Record<SpinnerSize, number> = { xs: 12, sm: 16, md: 24, lg: 40 };

const Ring = styled.span<{ $size: number; $color: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  color: ${({ $color }) => $color};
  animation: ${spin} 0.7s linear infinite;
  vertical-align: middle;
`;

export interface SpinnerProps {
  /** xs 12px, sm 16px (default), md 24px, lg 40px, or a number of px. */
  size?: SpinnerSize | number;
  /** Accessible label (default "Loading…"). Pass `decorative` to hide it from assistive tech instead. */
  label?: string;
  /** A purely visual spinner (inside a button that already says it is busy). */
  decorative?: boolean;
  /** CSS colour (default `currentColor`: the surrounding text colour). */
  color?: string;
  className?: string;
}

/** An indeterminate loading indicator (role=status, with a hidden label). */
export function Spinner({ size = 'sm', label = uiText.loading, decorative = false, color, className }: SpinnerProps) {
  const px = typeof size === 'number' ? size : SIZES[size];
  const ring = <Ring $size={px} $color={color ?? 'currentColor'} aria-hidden="true" className={decorative ? className : undefined} />;
  if (decorative) return ring;
  return (
    <span role="status" className={className} style={{ display: 'inline-flex', alignItems: 'center' }}>
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

const FullPage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 60vh;
  width: 100%;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface FullPageSpinnerProps {
  /** Accessible label, also shown under the spinner when `showLabel` (default "Loading…"). */
  label?: string;
  showLabel?: boolean;
}

/** A centred, large spinner filling the content area: route and remote loading. */
export function FullPageSpinner({ label = uiText.loading, showLabel = false }: FullPageSpinnerProps) {
  const t = useTheme();
  return (
    <FullPage role="status" aria-live="polite" data-testid="full-page-spinner">
      <Spinner size="lg" decorative color={t.colors.brand} />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </FullPage>
  );
}
