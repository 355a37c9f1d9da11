// The admin and customer-service user search: login / e-mail, role, package, connection state, paging.
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Role } from '../user/table';
import { platformConnections, users } from '../db/schema';
import type { ConnectionFilter } from './requests';

export type ConnectionState = 'connected' | 'expired' | 'none';

export interface UserSearch {
  q?: string;
  role?: string;
  package?: string;
  connection?: ConnectionFilter;
  page: number;
  limit: number;
}

export interface UserListRow {
  id: number;
  login: string;
  email: string | null;
  role: Role;
  package: string | null;
  expires_at: string | null;
  connection: ConnectionState;
  disabled: boolean;
  created_at: string;
}

const email = sql<string | null>`users.email`;

/** `%` and `_` typed by the user match themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function conditions(search: UserSearch): SQL | undefined {
  const q = search.q?.trim();
  const parts: (SQL | undefined)[] = [
    q ? sql`(${users.login} ILIKE ${likePattern(q)} OR ${email} ILIKE ${likePattern(q)})` : undefined,
    search.role ? eq(users.role, search.role as never) : undefined,
    search.package === 'none' ? isNull(users.subscriptionPackage) : search.package ? eq(users.subscriptionPackage, search.package) : undefined,
    search.connection === 'none'
      ? isNull(platformConnections.id)
      : search.connection === 'connected'
        ? eq(platformConnections.status, 'active')
        : search.connection === 'expired'
          ? eq(platformConnections.status, 'expired')
          : undefined,
  ];
  return and(...parts);
}

export function connectionState(status: string | null | undefined): ConnectionState {
  return status === 'active' ? 'connected' : status === 'expired' ? 'expired' : 'none';
}

export async function searchUsers(db: Db, search: UserSearch): Promise<{ data: UserListRow[]; total: number; has_more: boolean }> {
  const where = conditions(search);
  const [totalRow] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(platformConnections, eq(platformConnections.userId, users.id))
    .where(where);
  const rows = await db
    .select({ user: users, email, status: platformConnections.status })
    .from(users)
    .leftJoin(platformConnections, eq(platformConnections.userId, users.id))
    .where(where)
    .orderBy(asc(sql`lower(${users.login})`), asc(users.id))
    .limit(search.limit)
    .offset((search.page - 1) * search.limit);
  const total = Number(totalRow?.n ?? 0);
  return {
    data: rows.map(({ user, email: address, status }) => ({
      id: user.id,
      login: user.login,
      email: address,
      role: user.role,
      package: user.subscriptionPackage,
      expires_at: user.subscriptionExpiresAt?.toISOString() ?? null,
      connection: connectionState(status),
      disabled: user.disabledAt !== null,
      created_at: user.createdAt.toISOString(),
    })),
    total,
    has_more: search.page * search.limit < total,
  };
}
