// The columns of a list that spans accounts: each row's cells are its own account's (money in its currency, budget
// floors, links), an Account column says whose row it is, and the footer has one totals line per currency — money is
// never added up across currencies.
import type { ReactNode } from 'react';
import type { Asset } from 'shared-graph';
import { naturalText, type CellContext, type ColumnDef, type HeaderContext } from 'shared-ui/table';
import styled from 'styled-components';
import { currenciesOf, spannedKey, type SpannedAccount } from './spannedAccount';

type Column = ColumnDef<Asset, unknown>;
type Template<C> = ColumnDef<Asset, unknown>['cell'] | ((context: C) => ReactNode) | undefined;

function render<C>(template: Template<C>, context: C): ReactNode {
  if (typeof template === 'function') return (template as (context: C) => ReactNode)(context);
  return (template as ReactNode) ?? null;
}

/** Per row set and currency, the same array each time, so per-column totals caches keep working. */
const rowsByCurrency = new WeakMap<readonly unknown[], Map<string, unknown[]>>();

function rowsIn<R extends { original: Asset }>(rows: readonly R[], currency: string, currencyOf: (asset: Asset) => string | undefined): R[] {
  let byCurrency = rowsByCurrency.get(rows);
  if (!byCurrency) rowsByCurrency.set(rows, (byCurrency = new Map()));
  let subset = byCurrency.get(currency) as R[] | undefined;
  if (!subset) byCurrency.set(currency, (subset = rows.filter((row) => currencyOf(row.original) === currency)));
  return subset;
}

/** The footer context of one currency's rows: the column's own footer then adds up only those. */
function footerContextIn(context: HeaderContext<Asset, unknown>, currency: string, currencyOf: (asset: Asset) => string | undefined): HeaderContext<Asset, unknown> {
  const model = context.table.getFilteredRowModel();
  const rows = rowsIn(model.rows, currency, currencyOf);
  const table = Object.assign(Object.create(context.table) as typeof context.table, { getFilteredRowModel: () => ({ ...model, rows }) });
  return { ...context, table };
}

export interface SpanningColumnsInput {
  accounts: readonly SpannedAccount[];
  /** The row's account. */
  accountOf: (asset: Asset) => SpannedAccount | undefined;
  /** One account's columns, as its own list has them. */
  columnsFor: (account: SpannedAccount) => Column[];
  /** The Name column's totals line for one currency's rows (currency null when there is only one). */
  totalsLabel: (rows: Asset[], currency: string | null) => string;
}

export function accountColumn(accountOf: (asset: Asset) => SpannedAccount | undefined, accounts: readonly SpannedAccount[]): Column {
  const currencies = currenciesOf(accounts);
  return {
    id: 'account',
    header: 'Account',
    size: 210,
    meta: { label: 'Account', required: true },
    accessorFn: (asset: Asset) => accountOf(asset)?.name ?? '',
    sortingFn: naturalText,
    cell: ({ row }: CellContext<Asset, unknown>) => {
      const account = accountOf(row.original);
      if (!account) return '—';
      return (
        <AccountName title={`${account.name} (${account.id})`}>
          <span>{account.name}</span> <Currency>{account.currency}</Currency>
        </AccountName>
      );
    },
    footer: () => (
      <Lines>
        {currencies.map((currency) => {
          const count = accounts.filter((a) => a.currency === currency).length;
          return <Line key={currency}>{`${currency} · ${count} ${count === 1 ? 'account' : 'accounts'}`}</Line>;
        })}
      </Lines>
    ),
  } as Column;
}

export function spanningColumns({ accounts, accountOf, columnsFor, totalsLabel }: SpanningColumnsInput): Column[] {
  const first = accounts[0];
  if (!first) return [];
  const own = new Map(accounts.map((account) => [spannedKey(account), columnsFor(account)]));
  const currencies = currenciesOf(accounts);
  // A currency's footers come from the columns of its first account (totals depend on the currency only).
  const byCurrency = new Map(currencies.map((currency) => [currency, own.get(spannedKey(accounts.find((a) => a.currency === currency)!))!]));
  const currencyOf = (asset: Asset) => accountOf(asset)?.currency;
  const template = own.get(spannedKey(first))!;

  const columns = template.map((column, index): Column => {
    const cell = (context: CellContext<Asset, unknown>) => {
      const account = accountOf(context.row.original);
      return render((account ? own.get(spannedKey(account)) : undefined)?.[index]?.cell, context);
    };
    const footer =
      column.id === 'name'
        ? (context: HeaderContext<Asset, unknown>) => (
            <Lines>
              {currencies.map((currency) => (
                <NameLine key={currency}>{totalsLabel(footerContextIn(context, currency, currencyOf).table.getFilteredRowModel().rows.map((r) => r.original), currencies.length > 1 ? currency : null)}</NameLine>
              ))}
            </Lines>
          )
        : column.footer === undefined
          ? undefined
          : (context: HeaderContext<Asset, unknown>) => (
              <Lines>
                {currencies.map((currency) => (
                  <Line key={currency} $numeric={Boolean(column.meta?.numeric)}>
                    {render(byCurrency.get(currency)?.[index]?.footer, footerContextIn(context, currency, currencyOf))}
                  </Line>
                ))}
              </Lines>
            );
    return { ...column, cell, footer } as Column;
  });
  const at = columns.findIndex((column) => column.id === 'name') + 1;
  return [...columns.slice(0, at), accountColumn(accountOf, accounts), ...columns.slice(at)];
}

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-width: 0;
`;

/** Each currency's line is as tall in every column, so a line reads straight across. */
const Line = styled.span<{ $numeric?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $numeric }) => ($numeric ? 'flex-end' : 'flex-start')};
  min-height: 34px;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; }

  /* Room for the totals label wrapped onto three lines, in every column, so the lines still read across. */
  ${({ theme }) => theme.media.mobile} {
    min-height: 48px;
  }
`;

/** The totals label may wrap in a narrow Name column (a phone) rather than lose its end. */
const NameLine = styled(Line)`
  white-space: normal;
  line-height: 1.2;

  ${({ theme }) => theme.media.mobile} {
    max-width: 230px;
  }
`;

const AccountName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Currency = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
