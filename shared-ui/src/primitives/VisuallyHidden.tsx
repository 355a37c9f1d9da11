import styled, { css } from 'styled-components';

/** CSS that hides content visually but keeps it for screen readers. */
export const visuallyHiddenCss = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

/** Text for assistive technology only. */
export const VisuallyHidden = styled.span`
  ${visuallyHiddenCss}
`;
