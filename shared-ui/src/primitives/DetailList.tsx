import styled from 'styled-components';

/**
 * A list of facts (a `<dl>` of term/detail pairs): terms muted in a left column, details beside them; on a
 * phone each term sits above its detail.
 */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    row-gap: 2px;
    dd + dt { margin-top: ${({ theme }) => theme.space.sm}; }
  }
`;
