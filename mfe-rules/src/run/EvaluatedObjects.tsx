// Every object a dry run evaluated, matched or not: each condition's value against its threshold, what would happen
// or why not; sortable by name, matched and each metric, filterable matched / not matched, exportable to CSV.
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, csvText, downloadText, Inline, Select } from 'shared-ui';
import { createColumnHelper, DataTable, useDataTable, type ColumnDef } from 'shared-ui/table';
import type { ObjectReport, RunReport } from '../api/rulesApi';
import { conditionLabel, conditionValue, objectName, outcomeWords, parentWords, thresholdWords } from './reportWords';

type Show = 'all' | 'matched' | 'not_matched';

const Two = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.25;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const column = createColumnHelper<ObjectReport>();

function columnsFor(report: RunReport, currency: string | null): ColumnDef<ObjectReport, unknown>[] {
  const paths = report.objects[0]?.conditions ?? [];
  return [
    column.accessor((o) => objectName(o), {
      id: 'name',
      header: 'Name',
      size: 220,
      meta: { required: true },
      cell: (c) => (
        <Two title={[objectName(c.row.original), parentWords(c.row.original)].filter(Boolean).join(' — ')}>
          <span>{objectName(c.row.original)}</span>
          {parentWords(c.row.original) ? <Muted>{parentWords(c.row.original)}</Muted> : null}
        </Two>
      ),
    }),
    column.accessor((o) => (o.matched ? 1 : 0), {
      id: 'matched',
      header: 'Matched',
      size: 110,
      cell: (c) => (c.row.original.matched ? <Badge tone="success">Matched</Badge> : <Badge>Not matched</Badge>),
    }),
    ...paths.map((first, at) =>
      column.accessor((o) => o.conditions[at]?.left ?? Number.NEGATIVE_INFINITY, {
        id: `condition-${first.path}`,
        header: conditionLabel(first),
        size: 230,
        meta: { numeric: true, label: conditionLabel(first) },
        cell: (c) => {
          const condition = c.row.original.conditions[at];
          if (!condition) return '—';
          const words = `${conditionValue(condition, currency)}, ${condition.result ? 'meets' : 'does not meet'} ${thresholdWords(condition, currency)}`;
          return (
            <Two title={`${words}${condition.reason ? ` — ${condition.reason}` : ''}`}>
              <span>
                {conditionValue(condition, currency)} {condition.result ? '✓' : '✗'}
              </span>
              <Muted>
                {thresholdWords(condition, currency)}
                {condition.reason ? ` · ${condition.reason}` : ''}
              </Muted>
            </Two>
          );
        },
      }),
    ),
    column.accessor((o) => outcomeWords(o, currency), {
      id: 'outcome',
      header: 'What happens',
      size: 320,
      meta: { grow: true },
      cell: (c) => (
        <Two title={c.getValue() as string}>
          <span>{c.getValue() as string}</span>
        </Two>
      ),
    }),
  ] as ColumnDef<ObjectReport, unknown>[];
}

/** The report as CSV: every object, each condition's value, threshold, result and reason, and the outcome. */
export function evaluatedCsv(report: RunReport, currency: string | null): string {
  const conditions = report.objects[0]?.conditions ?? [];
  const header = [
    'id',
    'name',
    'campaign',
    'ad_set',
    'matched',
    ...conditions.flatMap((c) => [`${conditionLabel(c)} value`, `${conditionLabel(c)} threshold`, `${conditionLabel(c)} met`, `${conditionLabel(c)} note`]),
    'what_happens',
  ];
  const rows = report.objects.map((o) => [
    o.object_id,
    o.object_name,
    o.campaign_name ?? '',
    o.adset_name ?? '',
    o.matched ? 'yes' : 'no',
    ...conditions.flatMap((_, at) => {
      const c = o.conditions[at];
      return c ? [c.left, thresholdWords(c, currency), c.result ? 'yes' : 'no', c.reason ?? ''] : ['', '', '', ''];
    }),
    outcomeWords(o, currency),
  ]);
  return csvText(header, rows);
}

export function EvaluatedObjects({ report, currency, fileName }: { report: RunReport; currency: string | null; fileName: string }) {
  const [show, setShow] = useState<Show>('all');
  const columns = useMemo(() => columnsFor(report, currency), [report, currency]);
  const data = useMemo(() => report.objects.filter((o) => show === 'all' || (show === 'matched') === o.matched), [report, show]);
  const state = useDataTable({ data, columns, getRowId: (o) => o.object_id, initialSorting: [{ id: 'matched', desc: true }] });
  const matched = report.objects.filter((o) => o.matched).length;
  return (
    <section aria-label="Every object evaluated">
      <Inline gap="sm" align="end" justify="space-between">
        <Select
          aria-label="Show"
          width={240}
          value={show}
          onChange={(e) => setShow(e.target.value as Show)}
          options={[
            { value: 'all', label: `All objects (${report.objects.length})` },
            { value: 'matched', label: `Matched (${matched})` },
            { value: 'not_matched', label: `Not matched (${report.objects.length - matched})` },
          ]}
        />
        <Button size="sm" disabled={report.objects.length === 0} onClick={() => downloadText(fileName, evaluatedCsv(report, currency))}>
          Export CSV
        </Button>
      </Inline>
      <DataTable state={state} label="Objects evaluated" rowHeight={52} maxHeight={480} emptyMessage={show === 'all' ? 'No object is in the rule’s scope.' : 'No object here.'} />
    </section>
  );
}
