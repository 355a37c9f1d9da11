import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorIcon } from '../icons/icons';
import { uiText } from '../i18n/uiText';
import { toneColors, type Tone } from '../theme/tones';
import { Button } from '../primitives/Button';

const Track = styled.div<{ $size: 'sm' | 'md' }>`
  position: relative;
  width: 100%;
  height: ${({ $size }) => ($size === 'sm' ? 4 : 8)}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutralSoft};
`;

const Fill = styled.div<{ $tone: Tone }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) => toneColors(theme, $tone).solid};
  transition: width ${({ theme }) => theme.transitions.normal};
`;

const ProgressRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;

const ProgressValue = styled.span`
  flex: none;
  min-width: 36px;
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
`;

export interface ProgressBarProps {
  /** Percent complete, 0–100 (clamped). */
  value: number;
  /** Accessible name (default "Progress"), e.g. "Duplicating campaign". */
  label?: string;
  /** Show the percentage next to the bar. */
  showValue?: boolean;
  /** Colour (default brand). */
  tone?: Tone;
  size?: 'sm' | 'md';
  className?: string;
}

/** A determinate progress bar (role=progressbar with aria-valuenow/min/max), e.g. duplication progress. */
export function ProgressBar({ value, label = uiText.progress, showValue = false, tone = 'brand', size = 'md', className }: ProgressBarProps) {
  const v = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  const rounded = Math.round(v);
  return (
    <ProgressRow className={className}>
      <Track
        $size={size}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}%`}
      >
        <Fill $tone={tone} style={{ width: `${v}%` }} />
      </Track>
      {showValue ? <ProgressValue aria-hidden="true">{rounded}%</ProgressValue> : null}
    </ProgressRow>
  );
}

const StateBox = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme, $compact }) => ($compact ? theme.space.lg : `${theme.space.xxxl} ${theme.space.xl}`)};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const StateIcon = styled.div<{ $color?: string }>`
  display: inline-flex;
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $color }) => $color ?? theme.colors.subtle};
`;

const StateTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const StateMessage = styled.p`
  max-width: 480px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const StateActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

export interface EmptyStateProps {
  /** Default "Nothing here yet". */
  title?: ReactNode;
  message?: ReactNode;
  /** A call to action (e.g. a "Create collection" Button). */
  action?: ReactNode;
  icon?: ReactNode;
  /** Less padding (inside cards and tables). */
  compact?: boolean;
  /** The title's heading level: 1 when the state is the whole page (a page that does not exist). Default 2. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ title = uiText.nothingHereYet, message, action, icon, compact = false, headingLevel = 2, className }: EmptyStateProps) {
  return (
    <StateBox $compact={compact} className={className} data-testid="empty-state">
      {icon ? <StateIcon aria-hidden="true">{icon}</StateIcon> : null}
      <StateTitle as={`h${headingLevel}`}>{title}</StateTitle>
      {message ? <StateMessage>{message}</StateMessage> : null}
      {action ? <StateActions>{action}</StateActions> : null}
    </StateBox>
  );
}

const ErrorIconTinted = styled(ErrorIcon)`
  color: ${({ theme }) => theme.colors.error};
`;

export interface ErrorStateProps {
  /** Default "Something went wrong". */
  title?: ReactNode;
  message?: ReactNode;
  /** Shows a Retry button that calls it. */
  onRetry?: () => void;
  retryLabel?: string;
  /** A retry is running: the button shows a spinner. */
  retrying?: boolean;
  /** Extra actions next to Retry. */
  actions?: ReactNode;
  compact?: boolean;
  className?: string;
}

/** A failed load (role=alert) with a Retry button, e.g. a remote that could not be loaded. */
export function ErrorState({
  title = uiText.somethingWentWrong,
  message,
  onRetry,
  retryLabel = uiText.retry,
  retrying = false,
  actions,
  compact = false,
  className,
}: ErrorStateProps) {
  return (
    <StateBox $compact={compact} role="alert" className={className} data-testid="error-state">
      <StateIcon aria-hidden="true">
        <ErrorIconTinted size={compact ? 24 : 32} />
      </StateIcon>
      <StateTitle>{title}</StateTitle>
      {message ? <StateMessage>{message}</StateMessage> : null}
      {onRetry || actions ? (
        <StateActions>
          {onRetry ? (
            <Button variant="primary" onClick={onRetry} loading={retrying}>
              {retryLabel}
            </Button>
          ) : null}
          {actions}
        </StateActions>
      ) : null}
    </StateBox>
  );
}
