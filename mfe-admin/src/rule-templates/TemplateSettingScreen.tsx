// /admin/rule-template/setting: the order users see the templates in, and which of them are published.
import { useState } from 'react';
import styled from 'styled-components';
import { notify, requestErrorText } from 'shared-graph';
import { Banner, Button, Card, ErrorState, IconButton, Inline, Spinner, Stack, Switch } from 'shared-ui';
import type { RuleTemplate } from '../api/adminApi';
import { AdminPage } from '../layout/AdminPage';
import { useTemplateList, useTemplateWrites } from './useTemplates';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Name = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
`;

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

function OrderEditor({ templates }: { templates: RuleTemplate[] }) {
  const { order, update } = useTemplateWrites();
  const [ids, setIds] = useState(templates.map((t) => t.id));
  const byId = new Map(templates.map((t) => [t.id, t]));
  const changed = ids.join() !== templates.map((t) => t.id).join();
  const error = requestErrorText(order.error ?? update.error, 'Sasar could not reach the server. Try again.');

  return (
    <Card title="Order and publishing" subtitle="Users see the published templates in this order.">
      <Stack>
        {error && <Banner type="error">{error}</Banner>}
        <List aria-label="Template order">
          {ids.map((id, index) => {
            const template = byId.get(id)!;
            return (
              <li key={id}>
                <span aria-hidden="true">{index + 1}.</span>
                <Name>
                  {template.name} <small>({template.category})</small>
                </Name>
                <IconButton label={`Move ${template.name} up`} icon={<span aria-hidden="true">↑</span>} disabled={index === 0} onClick={() => setIds(move(ids, index, index - 1))} />
                <IconButton label={`Move ${template.name} down`} icon={<span aria-hidden="true">↓</span>} disabled={index === ids.length - 1} onClick={() => setIds(move(ids, index, index + 1))} />
                <Switch
                  aria-label={`Publish ${template.name}`}
                  checked={template.published}
                  busy={update.isPending && update.variables?.id === id}
                  onChange={(published) => update.mutate({ id, input: { published } })}
                />
              </li>
            );
          })}
        </List>
        <Inline>
          <Button variant="primary" disabled={!changed} loading={order.isPending} onClick={() => order.mutate(ids, { onSuccess: () => notify.success('The order is saved.') })}>
            Save order
          </Button>
          <Button disabled={!changed} onClick={() => setIds(templates.map((t) => t.id))}>
            Undo
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

export function TemplateSettingScreen() {
  const query = useTemplateList();
  return (
    <AdminPage title="Rule template settings">
      {query.isPending ? (
        <Spinner label="Loading the templates" />
      ) : query.data ? (
        query.data.length === 0 ? (
          <Card>No templates yet.</Card>
        ) : (
          <OrderEditor key={query.data.map((t) => t.id).join()} templates={query.data} />
        )
      ) : (
        <ErrorState message={requestErrorText(query.error, 'The templates could not be loaded.')} onRetry={() => void query.refetch()} />
      )}
    </AdminPage>
  );
}
