// The access rule of a path (from the remote registry) judged for the visitor.
import type { UserRole } from 'shared-graph/host';

export type AccessRule = 'open' | 'login' | { roles: readonly UserRole[] };

/** 'enter'; 'login' (a guest must sign in first); 'wait' (the user is still loading); 'denied' (wrong role). */
export type AccessVerdict = 'enter' | 'login' | 'wait' | 'denied';

export function judgeAccess(rule: AccessRule, visitor: { loggedIn: boolean; role: UserRole | undefined }): AccessVerdict {
  if (rule === 'open') return 'enter';
  if (!visitor.loggedIn) return 'login';
  if (rule === 'login') return 'enter';
  if (visitor.role === undefined) return 'wait';
  return rule.roles.includes(visitor.role) ? 'enter' : 'denied';
}
