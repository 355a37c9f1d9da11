// The user search of the admin's Users page and of customer service: search, filters, a page of results.
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { requestErrorText, useServerQuery } from 'shared-graph';
import { Badge, Banner, Button, Field, formatDate, Inline, Select, TextInput, useDebouncedValue } from 'shared-ui';
import { createColumnHelper, DataTable, useDataTable } from 'shared-ui/table';
import { adminApi, adminKeys, PLAN_IDS, ROLES, USER_PAGE_SIZE, type UserFilters, type UserListRow } from '../api/adminApi';
import { CONNECTION_LABELS, CONNECTION_TONES, ROLE_LABELS } from './labels';
import { NoSuchPage } from './NoSuchPage';
import { userFiltersSearch } from './useUserFilters';

const SEARCH_DELAY_MS = 300;
export const SEARCH_MAX_LENGTH = 100;

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 2fr) repeat(3, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr 1fr;
    & > :first-child { grid-column: 1 / -1; }
  }
`;

const column = createColumnHelper<UserListRow>();

export interface UserSearchProps {
  filters: UserFilters;
  onFiltersChange: (filters: UserFilters) => void;
  /** Opening a row (click on the login, Enter). */
  onOpen: (user: UserListRow) => void;
  /** Customer service searches only; admins also filter by role, package and connection. */
  showFilters?: boolean;
}

export function UserSearch({ filters, onFiltersChange, onOpen, showFilters = true }: UserSearchProps) {
  const [text, setText] = useState(filters.q ?? '');
  const typed = useDebouncedValue(text, SEARCH_DELAY_MS);
  useEffect(() => {
    if (typed !== text || typed === (filters.q ?? '')) return;
    onFiltersChange({ ...filters, q: typed, page: 1 });
  }, [typed, text, filters, onFiltersChange]);

  const query = useServerQuery(adminKeys.users(filters), (signal) => adminApi.users(filters, signal), { keepPrevious: true });
  const rows = useMemo(() => query.data?.data ?? [], [query.data]);
  const columns = useMemo(
    () => [
      column.accessor('login', {
        header: 'User name',
        size: 160,
        cell: (c) => (
          <Button variant="ghost" size="sm" onClick={() => onOpen(c.row.original)}>
            {c.getValue()}
          </Button>
        ),
      }),
      column.accessor('email', { header: 'E-mail', size: 220, meta: { grow: true }, cell: (c) => c.getValue() ?? '—' }),
      column.accessor('role', { header: 'Role', size: 150, cell: (c) => ROLE_LABELS[c.getValue()] }),
      column.accessor('package', { header: 'Plan', size: 150, cell: (c) => (c.getValue() ? `${c.getValue()}${c.row.original.expires_at ? ` until ${formatDate(c.row.original.expires_at)}` : ''}` : '—') }),
      column.accessor('connection', { header: 'Facebook', size: 130, cell: (c) => <Badge tone={CONNECTION_TONES[c.getValue()]}>{CONNECTION_LABELS[c.getValue()]}</Badge> }),
      column.accessor('disabled', { header: 'Login', size: 100, cell: (c) => (c.getValue() ? <Badge tone="error">Disabled</Badge> : 'Enabled') }),
    ],
    [onOpen],
  );
  const state = useDataTable({ data: rows, columns, getRowId: (u) => String(u.id) });
  const page = filters.page ?? 1;
  const error = requestErrorText(query.error, 'The users could not be loaded.');
  const total = query.data?.total;
  const pages = total === undefined ? undefined : Math.ceil(total / USER_PAGE_SIZE);
  // An empty answer for a page after the first: the address asks for a page past the end (page=99999).
  const pastTheEnd = page > 1 && query.isSuccess && !query.isPlaceholderData && rows.length === 0;
  const pageLink = useCallback((to: number) => ({ search: userFiltersSearch({ ...filters, page: to }) }), [filters]);

  return (
    <>
      <Filters role="search" aria-label="Find users">
        <Field label="Search by user name or e-mail">
          <TextInput type="search" maxLength={SEARCH_MAX_LENGTH} value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
        {showFilters && (
          <>
            <Field label="Role">
              <Select
                value={filters.role ?? ''}
                onChange={(e) => onFiltersChange({ ...filters, role: e.target.value as UserFilters['role'], page: 1 })}
                options={[{ value: '', label: 'Any role' }, ...ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))]}
              />
            </Field>
            <Field label="Plan">
              <Select
                value={filters.package ?? ''}
                onChange={(e) => onFiltersChange({ ...filters, package: e.target.value as UserFilters['package'], page: 1 })}
                options={[{ value: '', label: 'Any plan' }, ...PLAN_IDS.map((p) => ({ value: p, label: p })), { value: 'none', label: 'No plan' }]}
              />
            </Field>
            <Field label="Facebook">
              <Select
                value={filters.connection ?? ''}
                onChange={(e) => onFiltersChange({ ...filters, connection: e.target.value as UserFilters['connection'], page: 1 })}
                options={[{ value: '', label: 'Any state' }, { value: 'connected', label: 'Connected' }, { value: 'expired', label: 'Expired' }, { value: 'none', label: 'Not connected' }]}
              />
            </Field>
          </>
        )}
      </Filters>
      {error && <Banner type="error">{error}</Banner>}
      {pastTheEnd ? (
        <NoSuchPage page={page} pages={pages} pageLink={pageLink} />
      ) : (
        <>
          <DataTable state={state} label="Users" loading={query.isPending} emptyMessage="No user matches" onRowActivate={onOpen} maxHeight={480} />
          <Inline>
            <Button size="sm" disabled={page <= 1} onClick={() => onFiltersChange({ ...filters, page: page - 1 })}>
              Previous page
            </Button>
            <span>{pages ? `Page ${page} of ${pages}` : `Page ${page}`}</span>
            <Button size="sm" disabled={!query.data?.has_more} onClick={() => onFiltersChange({ ...filters, page: page + 1 })}>
              Next page
            </Button>
          </Inline>
        </>
      )}
    </>
  );
}
