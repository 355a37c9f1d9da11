// Words and tones for a user's state in lists and on the user's page.
import type { ConnectionState, Role } from '../api/adminApi';

export const ROLE_LABELS: Record<Role, string> = { user: 'User', cs: 'Customer service', admin: 'Administrator' };
export const CONNECTION_LABELS: Record<ConnectionState, string> = { connected: 'Connected', expired: 'Expired', none: 'Not connected' };
export const CONNECTION_TONES = { connected: 'success', expired: 'error', none: 'neutral' } as const;
