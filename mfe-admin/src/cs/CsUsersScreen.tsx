// /setting/cs/users: customer service looks a user up (plan, connection health, teams, problems) and sends a reset mail.
import { useCallback, useState } from 'react';
import { requestErrorText, useServerQuery } from 'shared-graph';
import { Card, ErrorState, PageHeader, Spinner, Stack } from 'shared-ui';
import { adminApi, adminKeys, type SupportUser, type UserListRow } from '../api/adminApi';
import { SupportSummary } from '../users/SupportSummary';
import { UserSearch } from '../users/UserSearch';
import { useUserFilters } from '../users/useUserFilters';

function SupportUserPanel({ id }: { id: number }) {
  const query = useServerQuery(adminKeys.user(id), (signal) => adminApi.user<SupportUser>(id, signal));
  if (query.isPending) return <Spinner label="Loading the user" />;
  if (!query.data) return <ErrorState message={requestErrorText(query.error, 'The user could not be loaded.')} onRetry={() => void query.refetch()} />;
  return (
    <section aria-label={`User ${query.data.login}`}>
      <h2>{query.data.login}</h2>
      <SupportSummary user={query.data} />
    </section>
  );
}

export function CsUsersScreen() {
  const [filters, setFilters] = useUserFilters();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = useCallback((user: UserListRow) => setOpenId(user.id), []);
  return (
    <Stack>
      <PageHeader title="Customer service" description="Look a user up: plan, Facebook connection, teams and what is wrong. Send a password-reset mail." />
      <Card>
        <UserSearch filters={filters} onFiltersChange={setFilters} onOpen={open} showFilters={false} />
      </Card>
      {openId !== null && <SupportUserPanel key={openId} id={openId} />}
    </Stack>
  );
}
