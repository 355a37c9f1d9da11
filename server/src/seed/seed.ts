import { sql } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import { deriveKeys } from '../crypto/secrets';
import type { Database, Db } from '../db/database';
import type { Role } from '../db/schema';
import { saveConnection, type ConnectionInput } from '../platform/connections';
import { createGraphClient } from '../platform/graph-client';
import { verifyUserToken, type PlatformProfile } from '../platform/profile';
import { addTeamMember, createTeam } from '../teams/teams';
import { seedAnnouncement } from '../announcements/seed';
import { countUsers, createUser } from '../user/users';

export interface SeedLogin {
  login: string;
  password: string;
  role: Role;
  description: string;
  /** A confirmed address, so password-reset mails (self-service and customer service) can be tried at once. */
  email: string;
}

/** The demo world's logins, for the start script to print. */
export const SEED_LOGINS: readonly SeedLogin[] = [
  { login: 'demo', password: 'demo1234', role: 'user', description: 'advertiser (Dewi), Pro plan, member of Budi Agency', email: 'demo@sasar.test' },
  { login: 'budi', password: 'budi1234', role: 'user', description: 'advertiser (Budi), owner of the team Budi Agency', email: 'budi@sasar.test' },
  { login: 'admin', password: 'admin1234', role: 'admin', description: 'administrator', email: 'admin@sasar.test' },
  { login: 'cs', password: 'cs123456', role: 'cs', description: 'customer service: user lookup and reset mails (/setting/cs/users)', email: 'cs@sasar.test' },
];

/** Sandbox platform users the demo advertisers connect as (docs/contracts.md, graph-sandbox world). */
const SANDBOX_PROFILES = {
  dewi: { token: 'EAAsandbox-dewi', profile: { platformUserId: '100090000000001', name: 'Dewi Lestari', pictureUrl: null } },
  budi: { token: 'EAAsandbox-budi', profile: { platformUserId: '100090000000002', name: 'Budi Santoso', pictureUrl: null } },
} satisfies Record<string, { token: string; profile: PlatformProfile }>;

const DAY_MS = 24 * 60 * 60 * 1000;
const SEED_LOCK_KEY = 7_263_100_002;
const SEED_PLATFORM_TIMEOUT_MS = 5_000;

export interface SeedResult {
  seeded: boolean;
  logins: readonly SeedLogin[];
  /** Platform users whose ad accounts could not be fetched now (they are fetched on the next GET /api/user). */
  pendingConnections: string[];
}

type PendingConnection = Omit<ConnectionInput, 'userId'>;

async function connectionFor(
  config: ServerConfig,
  who: keyof typeof SANDBOX_PROFILES,
  pending: string[],
): Promise<PendingConnection> {
  const { token, profile } = SANDBOX_PROFILES[who];
  const graph = createGraphClient({
    baseUrl: config.graphBaseUrl,
    timeoutMs: SEED_PLATFORM_TIMEOUT_MS,
    appId: config.platformAppId,
    appSecret: config.platformAppSecret,
  });
  try {
    const verified = await verifyUserToken(graph, token, config.platformAppId);
    return { token, profile: verified.profile, tokenInfo: verified.token, adAccounts: verified.adAccounts };
  } catch {
    pending.push(profile.name);
    return { token, profile, tokenInfo: { scopes: [], expiresAt: null, platformUserId: profile.platformUserId } };
  }
}

/**
 * Creates the demo world on an empty database: `demo` (connected as Dewi, Pro plan expiring in 20 days,
 * member of Budi Agency), `budi` (connected as Budi, owner of Budi Agency), `admin` (also connected as Dewi) and `cs`
 * (customer service, not connected). Skipped when any
 * user exists, so it runs once.
 */
export async function seedDemoWorld(database: Database, config: ServerConfig, now = new Date()): Promise<SeedResult> {
  const skipped: SeedResult = { seeded: false, logins: SEED_LOGINS, pendingConnections: [] };
  if ((await countUsers(database.db)) > 0) return skipped;

  const pending: string[] = [];
  const [dewi, budi] = await Promise.all([connectionFor(config, 'dewi', pending), connectionFor(config, 'budi', pending)]);
  const { tokenKey } = deriveKeys(config.secret);
  const seedLogin = (login: string) => SEED_LOGINS.find((l) => l.login === login)!;
  const password = (login: string) => seedLogin(login).password;
  const email = (login: string) => seedLogin(login).email;

  const seeded = await database.transaction(async (tx: Db) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if ((await countUsers(tx)) > 0) return false;

    const demo = await createUser(tx, {
      login: 'demo',
      password: password('demo'),
      email: email('demo'),
      emailVerifiedAt: now,
      agree: true,
      subscriptionPackage: 'Pro',
      subscriptionExpiresAt: new Date(now.getTime() + 20 * DAY_MS),
    });
    const budiUser = await createUser(tx, {
      login: 'budi',
      password: password('budi'),
      email: email('budi'),
      emailVerifiedAt: now,
      agree: true,
      subscriptionPackage: 'Agency',
      subscriptionExpiresAt: new Date(now.getTime() + 180 * DAY_MS),
    });
    const admin = await createUser(tx, { login: 'admin', password: password('admin'), email: email('admin'), emailVerifiedAt: now, role: 'admin', agree: true });
    await createUser(tx, { login: 'cs', password: password('cs'), email: email('cs'), emailVerifiedAt: now, role: 'cs', agree: true });

    await saveConnection(tx, tokenKey, { userId: demo.id, ...dewi });
    await saveConnection(tx, tokenKey, { userId: budiUser.id, ...budi });
    // The administrator also advertises (as Dewi), so every area of the product can be tried with one login.
    await saveConnection(tx, tokenKey, { userId: admin.id, ...dewi });
    const team = await createTeam(tx, { name: 'Budi Agency', createdBy: budiUser.id, package: 'Agency' });
    await addTeamMember(tx, team.id, demo.id);
    await seedAnnouncement(tx);
    return true;
  });
  return seeded ? { seeded: true, logins: SEED_LOGINS, pendingConnections: pending } : skipped;
}
