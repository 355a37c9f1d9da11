// /admin/rule-template: every rule template, with whether users see it.
import { useNavigate } from 'react-router-dom';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BUILT_IN_TEMPLATES, requestErrorText } from 'shared-graph';
import { Badge, Card, CardBody, CardTitle, ErrorState, formatDateTime, Inline, LinkButton, Stack } from 'shared-ui';
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

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** What users see in Rules › Templates, in their order: the built-in templates, then the published ones. */
function OfferedTemplates({ published }: { published: RuleTemplate[] }) {
  const offered = [
    ...BUILT_IN_TEMPLATES.map((t) => ({ key: t.key, name: t.name, description: t.description, badge: <Badge tone="info">Built in</Badge> })),
    ...published.map((t) => ({ key: `p${t.id}`, name: t.name, description: t.description, badge: <Badge tone="success">Published</Badge> })),
  ];
  return (
    <section aria-labelledby="offered-templates">
      <Stack gap="sm">
        <h2 id="offered-templates">What users see ({offered.length})</h2>
        <Muted>The built-in templates are always offered; published templates follow them in the order set here.</Muted>
        <Grid aria-label="Templates users see">
          {offered.map((t) => (
            <li key={t.key}>
              <Card>
                <CardBody>
                  <Stack gap="xs">
                    <CardTitle as="h3">{t.name}</CardTitle>
                    {t.badge}
                    {t.description ? <Muted>{t.description}</Muted> : null}
                  </Stack>
                </CardBody>
              </Card>
            </li>
          ))}
        </Grid>
      </Stack>
    </section>
  );
}

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
          emptyMessage="No templates of your own yet: users see the built-in ones above. Create the first one."
          onRowActivate={(t) => void navigate(`/admin/rule-template/${t.id}`)}
        />
      )}
      {query.data ? <OfferedTemplates published={query.data.filter((t) => t.published)} /> : null}
    </AdminPage>
  );
}
