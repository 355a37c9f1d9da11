import styled from 'styled-components';

/** The small × of a banner or toast: takes the colour of the message it sits in. */
export const DismissButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 22px;
  height: 22px;
  margin: -1px -4px 0 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  opacity: 0.8;
  cursor: pointer;
  &:hover { opacity: 1; background: rgba(0, 0, 0, 0.08); }
  &:focus-visible { outline: 2px solid currentColor; opacity: 1; }
`;
