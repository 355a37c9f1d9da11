import styled from 'styled-components';
import { Tooltip } from './Tooltip';
import { VisuallyHidden } from './VisuallyHidden';

export interface NoValueProps {
  /** Why there is no figure, e.g. "No clicks in this period, so no CPC". Shown on hover and focus, read as the description. */
  reason: string;
  /** What a screen reader says instead of the dash. */
  label?: string;
}

/**
 * A figure that has no meaning here (a cost with nothing to divide by, a metric of another goal): "—" that
 * explains itself on hover and keyboard focus, and to screen readers through its description.
 */
export function NoValue({ reason, label = 'No value' }: NoValueProps) {
  return (
    <Tooltip content={reason} placement="left">
      <Dash type="button" data-no-value={reason}>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{label}</VisuallyHidden>
      </Dash>
    </Tooltip>
  );
}

const Dash = styled.button`
  border: 0;
  padding: 0 4px;
  margin: 0 -4px 0 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.muted};
  cursor: help;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
