// /admin/user: find users by login or e-mail, role, plan and Facebook connection.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card } from 'shared-ui';
import type { UserListRow } from '../api/adminApi';
import { AdminPage } from '../layout/AdminPage';
import { UserSearch } from './UserSearch';
import { useUserFilters } from './useUserFilters';

export function UserListScreen() {
  const navigate = useNavigate();
  const [filters, setFilters] = useUserFilters();
  const open = useCallback((user: UserListRow) => void navigate(`/admin/user/${user.id}`), [navigate]);
  return (
    <AdminPage title="Users" description="Find a user to change their role or plan, disable the login or send a reset mail.">
      <Card>
        <UserSearch filters={filters} onFiltersChange={setFilters} onOpen={open} />
      </Card>
    </AdminPage>
  );
}
