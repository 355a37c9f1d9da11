import type { AccessToken } from '../../world/people/access-tokens';
import { isExpired } from '../../world/people/access-tokens';
import type { PlatformUser } from '../../world/people/platform-users';
import type { World } from '../../world/world';
import { graphErrors } from '../errors/error-catalog';

/** Who a call acts as. */
export type Principal = { kind: 'user'; user: PlatformUser; token: AccessToken } | { kind: 'app'; token: AccessToken };

/** The token of a call: `access_token` parameter first, then `Authorization: Bearer|OAuth …`, then the batch's token. */
export function tokenOfCall(accessTokenParam: string | undefined, authorization: string | undefined, fallback?: string): string | undefined {
  if (accessTokenParam) return accessTokenParam;
  const match = authorization?.match(/^\s*(?:Bearer|OAuth)\s+(\S+)\s*$/i);
  return match?.[1] ?? fallback;
}

/** Resolves a token to a principal or throws the platform's token error. */
export function resolvePrincipal(world: World, value: string | undefined, now: number): Principal {
  if (!value) throw graphErrors.missingToken();
  const token = world.tokens.get(value);
  if (!token) throw graphErrors.invalidToken();
  if (isExpired(token, now)) throw graphErrors.sessionExpired(token.expiresAt, now);
  if (token.type === 'APP') return { kind: 'app', token };
  const user = token.userId ? world.user(token.userId) : undefined;
  if (!user) throw graphErrors.invalidToken();
  return { kind: 'user', user, token };
}
