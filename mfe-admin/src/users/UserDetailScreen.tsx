// /admin/user/:id: everything about one user, and the admin's writes on it.
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isNotFound, recordIdFromAddress, requestErrorText, useServerQuery, useUser } from 'shared-graph';
import { ErrorState, LinkButton, Spinner, Stack } from 'shared-ui';
import { adminApi, adminKeys, type AdminUser } from '../api/adminApi';
import { AdminPage } from '../layout/AdminPage';
import { ManageUserCard } from './ManageUserCard';
import { SupportSummary } from './SupportSummary';
import { DeletionRequestsCard, HistoryCard, OutboxCard, UpgradeRequestsCard } from './UserRecordsCards';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export function UserDetailScreen() {
  const id = recordIdFromAddress(useParams().id);
  const me = useUser();
  const query = useServerQuery(adminKeys.user(id ?? 0), (signal) => adminApi.user<AdminUser>(id!, signal), { enabled: id !== null });
  const user = query.data;
  return (
    <AdminPage title={user ? user.login : 'User'} actions={<LinkButton to="/admin/user">All users</LinkButton>}>
      {id === null ? (
        <ErrorState title="No such user" message="This address does not name a user." />
      ) : isNotFound(query.error) ? (
        // Retrying will not bring a user back: the header's 'All users' leads on.
        <ErrorState title="No such user" message={requestErrorText(query.error, 'There is no user with this id.')} />
      ) : query.isPending ? (
        <Spinner label="Loading the user" />
      ) : user ? (
        <Stack>
          <SupportSummary user={user} />
          <ManageUserCard key={`${user.role}:${user.subscription.package}:${user.subscription.expires_at}`} user={user} isSelf={me?.id === user.id} />
          <Grid>
            <UpgradeRequestsCard user={user} />
            <DeletionRequestsCard user={user} />
          </Grid>
          <OutboxCard user={user} />
          <HistoryCard user={user} />
        </Stack>
      ) : (
        <ErrorState message={requestErrorText(query.error, 'The user could not be loaded.')} onRetry={() => void query.refetch()} />
      )}
    </AdminPage>
  );
}
