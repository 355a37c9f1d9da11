// The pager under the research table: which rows are shown, 100 per page or all rows.
import styled from 'styled-components';
import { Button, formatCount, Inline, Select } from 'shared-ui';
import { type DataTableState } from 'shared-ui/table';

/** Rows per table page; 0 shows every row (virtualized). */
export const TABLE_PAGE_SIZE = 100;

export function ResultsPager<T>({ state }: { state: DataTableState<T> }) {
  const total = state.shown.length;
  if (total === 0) return null;
  const from = state.pageSize > 0 ? state.pageIndex * state.pageSize + 1 : 1;
  const to = state.pageSize > 0 ? Math.min(total, from + state.pageSize - 1) : total;
  return (
    <Inline gap="sm" align="center" justify="flex-end" wrap aria-label="Pages">
      <Muted>
        Rows {formatCount(from)}–{formatCount(to)} of {formatCount(total)}
      </Muted>
      <Select
        aria-label="Rows per page"
        controlSize="sm"
        width="auto"
        value={String(state.pageSize)}
        onChange={(e) => state.setPageSize(Number(e.target.value))}
        options={[
          { value: String(TABLE_PAGE_SIZE), label: `${TABLE_PAGE_SIZE} per page` },
          { value: '0', label: 'All rows' },
        ]}
      />
      <Button size="sm" disabled={state.pageIndex === 0} onClick={() => state.setPageIndex(state.pageIndex - 1)}>
        Previous
      </Button>
      <Button size="sm" disabled={state.pageIndex >= state.pageCount - 1} onClick={() => state.setPageIndex(state.pageIndex + 1)}>
        Next
      </Button>
    </Inline>
  );
}

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
