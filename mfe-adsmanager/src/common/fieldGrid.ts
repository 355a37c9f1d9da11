// The ads manager's forms (the create steps, the settings editor): fields in as many columns as fit, one on a phone.
import styled from 'styled-components';

/** Fields side by side, each column at least `$columnMin` px (200 by default) wide, one column on a phone. */
export const FieldGrid = styled.div<{ $columnMin?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $columnMin = 200 }) => $columnMin}px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

/** A row of its own across the grid. */
export const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
  overflow-wrap: anywhere;
`;
