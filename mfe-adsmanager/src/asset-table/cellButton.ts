import { css } from 'styled-components';

/** A small square button inside a cell's flex row, after its value (rename beside a name, edit beside a budget). */
export const cellButton = css`
  & > button {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.sizes.controlSm};
    height: ${({ theme }) => theme.sizes.controlSm};
    padding: 0;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1;
    cursor: pointer;
  }
  & > button:hover { background: ${({ theme }) => theme.colors.hover}; }
  & > button:active { background: ${({ theme }) => theme.colors.selected}; }
  & > button:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;
