// The audit log: who did what to whom, newest first, 25 at a time.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { requestErrorText, useServerQuery } from 'shared-graph';
import { Banner, Button, Card, formatDateTime } from 'shared-ui';
import { createColumnHelper, DataTable, useDataTable } from 'shared-ui/table';
import { adminApi, adminKeys, type AuditRecord } from '../api/adminApi';
import { actionLabel, changeText } from './auditText';

const column = createColumnHelper<AuditRecord>();

const columns = [
  column.accessor('created_at', { id: 'when', header: 'When', size: 170, cell: (c) => formatDateTime(c.getValue()) }),
  column.accessor((r) => r.actor.login, { id: 'who', header: 'Who', size: 130, cell: (c) => `${c.getValue()} (${c.row.original.actor.role})` }),
  column.accessor((r) => actionLabel(r.action), { id: 'what', header: 'What', size: 210 }),
  column.accessor((r) => r.target.label ?? '', {
    id: 'on',
    header: 'On',
    size: 170,
    cell: (c) => {
      const { target } = c.row.original;
      return target.type === 'user' && target.id ? <Link to={`/admin/user/${target.id}`}>{target.label}</Link> : (target.label ?? '—');
    },
  }),
  column.accessor((r) => changeText(r), { id: 'change', header: 'Before → after', size: 320, meta: { grow: true } }),
];

export function AuditLog() {
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  const [before, setBefore] = useState<number | undefined>(undefined);
  const query = useServerQuery([...adminKeys.audit, before ?? null], (signal) => adminApi.audit(before, signal), { keepPrevious: true });
  const rows = useMemo(() => query.data?.data ?? [], [query.data]);
  const state = useDataTable({ data: rows, columns, getRowId: (r) => String(r.id) });
  const error = requestErrorText(query.error, 'The audit log could not be loaded.');
  const last = rows.at(-1);

  return (
    <Card title="Audit log" subtitle="Every admin and customer-service action: who, what, on whom, before → after">
      {error && <Banner type="error">{error}</Banner>}
      <DataTable state={state} label="Audit log" loading={query.isPending} emptyMessage="No actions yet" maxHeight={420} />
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        <Button
          size="sm"
          disabled={pages.length <= 1}
          onClick={() => {
            const previous = pages.slice(0, -1);
            setPages(previous);
            setBefore(previous.at(-1));
          }}
        >
          Newer
        </Button>
        <Button
          size="sm"
          disabled={!query.data?.has_more || !last}
          onClick={() => {
            setPages([...pages, last!.id]);
            setBefore(last!.id);
          }}
        >
          Older
        </Button>
      </div>
    </Card>
  );
}
