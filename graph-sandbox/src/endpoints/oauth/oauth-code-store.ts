import { randomBytes } from 'node:crypto';

export interface OAuthGrant {
  userId: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  issuedAt: number;
}

export type RedeemResult = { ok: true; grant: OAuthGrant } | { ok: false; reason: 'unknown' | 'used' | 'expired' | 'redirect_mismatch' };

/** Authorization codes live ten minutes, as on the platform. */
const CODE_LIFETIME_MS = 10 * 60_000;

/** Codes handed out by the OAuth dialog; each can be exchanged once. */
export class OAuthCodeStore {
  private readonly grants = new Map<string, OAuthGrant & { used: boolean }>();

  issue(grant: OAuthGrant): string {
    const code = `AQ${randomBytes(96).toString('base64url')}`;
    this.grants.set(code, { ...grant, used: false });
    return code;
  }

  /** Uses the code up, unless it is unknown, used, expired, or was issued for another redirect_uri. */
  redeem(code: string, redirectUri: string, now: number): RedeemResult {
    const grant = this.grants.get(code);
    if (!grant) return { ok: false, reason: 'unknown' };
    if (grant.used) return { ok: false, reason: 'used' };
    if (now - grant.issuedAt > CODE_LIFETIME_MS) return { ok: false, reason: 'expired' };
    if (grant.redirectUri !== redirectUri) return { ok: false, reason: 'redirect_mismatch' };
    grant.used = true;
    const { used: _used, ...rest } = grant;
    return { ok: true, grant: rest };
  }

  clear(): void {
    this.grants.clear();
  }
}
