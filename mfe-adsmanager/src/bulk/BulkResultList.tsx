import styled from 'styled-components';
import type { RowResult } from './useBulkWrites';

/** One line per asset: done, or what the platform said. */
export function BulkResultList({ results }: { results: readonly RowResult[] }) {
  const failed = results.filter((r) => !r.ok).length;
  return (
    <div>
      <Summary role="status">
        {failed === 0 ? `All ${results.length} done.` : `${results.length - failed} of ${results.length} done, ${failed} not changed.`}
      </Summary>
      <List aria-label="Result per item">
        {results.map((r) => (
          <li key={r.id} data-ok={r.ok}>
            <Mark aria-hidden="true" $ok={r.ok}>
              {r.ok ? '✓' : '✕'}
            </Mark>
            <span>
              <strong>{r.name}</strong>
              {r.ok ? ' — done' : ` — ${r.message}`}
              {r.parent && <Parent>{r.parent}</Parent>}
            </span>
          </li>
        ))}
      </List>
    </div>
  );
}

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 260px;
  overflow: auto;
  & > li {
    display: flex;
    gap: 6px;
    padding: 4px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

const Parent = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Mark = styled.span<{ $ok: boolean }>`
  color: ${({ theme, $ok }) => ($ok ? theme.colors.successText : theme.colors.errorText)};
  font-weight: 700;
`;
