import { DAY_MS } from '../../lib/meta-time';
import { DEWI, type PlatformUser } from './platform-users';

export interface AppIdentity {
  id: string;
  secret: string;
  name: string;
}

export type TokenLifetime = 'long_lived' | 'short_lived' | 'never_expires' | 'app';

export interface GranularScope {
  scope: string;
  targetIds?: string[];
}

export interface AccessToken {
  value: string;
  type: 'USER' | 'APP';
  userId?: string;
  lifetime: TokenLifetime;
  /** Epoch ms; only long-lived tokens report it. */
  issuedAt?: number;
  /** Epoch ms; 0 = never expires. */
  expiresAt: number;
  /** Epoch ms; 0 = never. */
  dataAccessExpiresAt: number;
  scopes: string[];
  granularScopes: GranularScope[];
  /** The long-lived token that `grant_type=fb_exchange_token` turns this one into. */
  exchangesTo?: string;
  purpose: string;
}

const USER_SCOPES = ['ads_management', 'ads_read', 'business_management', 'pages_show_list', 'pages_read_engagement', 'email', 'public_profile'];
const LONG_LIVED_MS = 60 * DAY_MS;
const DATA_ACCESS_MS = 90 * DAY_MS;

export interface TokenInputs {
  app: AppIdentity;
  users: readonly PlatformUser[];
  /** Ad-account numbers (no `act_`) per user id. */
  accountNumbersByUser: ReadonlyMap<string, string[]>;
  /** Page ids per user id. */
  pageIdsByUser: ReadonlyMap<string, string[]>;
  builtAt: number;
}

function granular(userId: string, inputs: TokenInputs): GranularScope[] {
  const accounts = inputs.accountNumbersByUser.get(userId) ?? [];
  const pages = inputs.pageIdsByUser.get(userId) ?? [];
  const scoped = (scope: string, targetIds: string[]): GranularScope => (targetIds.length ? { scope, targetIds } : { scope });
  return [
    scoped('ads_management', accounts),
    scoped('ads_read', accounts),
    scoped('business_management', []),
    scoped('pages_show_list', pages),
    scoped('pages_read_engagement', pages),
    { scope: 'email' },
    { scope: 'public_profile' },
  ];
}

/**
 * Every token the sandbox accepts. Besides the contract tokens (one long-lived token per user and the app token)
 * there are three for the token-check flows: a short-lived, a never-expiring ("offline") and an expired one, all Dewi's.
 */
export function buildAccessTokens(inputs: TokenInputs): Map<string, AccessToken> {
  const { app, builtAt } = inputs;
  const issuedAt = builtAt - 3 * DAY_MS;
  const tokens = new Map<string, AccessToken>();
  const add = (token: AccessToken): void => {
    tokens.set(token.value, token);
  };

  for (const user of inputs.users) {
    add({
      value: user.token,
      type: 'USER',
      userId: user.id,
      lifetime: 'long_lived',
      issuedAt,
      expiresAt: issuedAt + LONG_LIVED_MS,
      dataAccessExpiresAt: issuedAt + DATA_ACCESS_MS,
      scopes: USER_SCOPES,
      granularScopes: granular(user.id, inputs),
      purpose: `${user.name}'s long-lived user token`,
    });
  }

  add({
    value: `${DEWI.token}-short`,
    type: 'USER',
    userId: DEWI.id,
    lifetime: 'short_lived',
    expiresAt: builtAt + 2 * 3600_000,
    dataAccessExpiresAt: builtAt + DATA_ACCESS_MS,
    scopes: USER_SCOPES,
    granularScopes: granular(DEWI.id, inputs),
    exchangesTo: DEWI.token,
    purpose: 'short-lived user token (expires 2 h after the world is built; exchangeable for the long-lived one)',
  });
  add({
    value: `${DEWI.token}-offline`,
    type: 'USER',
    userId: DEWI.id,
    lifetime: 'never_expires',
    issuedAt: builtAt - 400 * DAY_MS,
    expiresAt: 0,
    dataAccessExpiresAt: 0,
    scopes: [...USER_SCOPES, 'offline_access'],
    granularScopes: [...granular(DEWI.id, inputs), { scope: 'offline_access' }],
    purpose: 'legacy never-expiring user token with offline_access (must be migrated)',
  });
  add({
    value: `${DEWI.token}-expired`,
    type: 'USER',
    userId: DEWI.id,
    lifetime: 'long_lived',
    issuedAt: builtAt - 62 * DAY_MS,
    expiresAt: builtAt - 2 * DAY_MS,
    dataAccessExpiresAt: builtAt + 28 * DAY_MS,
    scopes: USER_SCOPES,
    granularScopes: granular(DEWI.id, inputs),
    purpose: 'long-lived user token that expired 2 days before the world was built',
  });

  add({
    value: `${app.id}|${app.secret}`,
    type: 'APP',
    lifetime: 'app',
    expiresAt: 0,
    dataAccessExpiresAt: 0,
    scopes: [],
    granularScopes: [],
    purpose: 'app access token',
  });
  return tokens;
}

export function isExpired(token: AccessToken, now: number): boolean {
  return token.expiresAt !== 0 && token.expiresAt <= now;
}
