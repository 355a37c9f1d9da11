// /admin/rule-template: every rule template, with whether users see it.
import { useNavigate } from 'react-router-dom';
import { Link } from 'react-router-dom';
import { requestErrorText } from 'shared-graph';
import { Badge, ErrorState, formatDateTime, Inline, LinkButton } from 'shared-ui';
import { createColumnHelper, DataTable, useDataTable } from 'shared-ui/table';
import type { RuleTemplate } from '../api/adminApi';
import { AdminPage } from '../layout/AdminPage';
import { useTemplateList } from './useTemplates';

const column = createColumnHelper<RuleTemplate>();
const columns = [
  column.accessor('name', { header: 'Name', size: 240, meta: { grow: true }, cell: (c) => <Link to={`/admin/rule-template/${c.row.original.id}`}>{c.getValue()}</Link> }),
  column.accessor('category', { header: 'Category', size: 150 }),
  column.accessor('published', { header: 'Users see it', size: 130, cell: (c) => (c.getValue() ? <Badge tone="success">Published</Badge> : <Badge>Draft</Badge>) }),
  column.accessor('updated_at', { header: 'Changed', size: 170, cell: (c) => formatDateTime(c.getValue()) }),
];

export function TemplateListScreen() {
  const navigate = useNavigate();
  const query = useTemplateList();
  const state = useDataTable({ data: query.data ?? [], columns, getRowId: (t) => String(t.id) });
  return (
    <AdminPage
      title="Rule templates"
      description="Ready-made automation rules. Published templates are offered to every user in Rules › Templates."
      actions={
        <Inline>
          <LinkButton to="/admin/rule-template/setting">Order and publishing</LinkButton>
          <LinkButton to="/admin/rule-template/create" variant="primary">
            New template
          </LinkButton>
        </Inline>
      }
    >
      {query.error ? (
        <ErrorState message={requestErrorText(query.error, 'The templates could not be loaded.')} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          state={state}
          label="Rule templates"
          loading={query.isPending}
          emptyMessage="No templates yet. Create the first one."
          onRowActivate={(t) => void navigate(`/admin/rule-template/${t.id}`)}
        />
      )}
    </AdminPage>
  );
}
