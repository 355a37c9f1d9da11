// The create form's grid: as many columns of fields as fit, one on a phone.
import styled from 'styled-components';

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

/** A row of its own across the grid. */
export const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
  overflow-wrap: anywhere;
`;
