// Ids in admin addresses are positive PostgreSQL integers: anything else (letters, 0, beyond 2^31 - 1) names nothing.
export function idFromAddress(raw: string | undefined): number | null {
  return /^[1-9]\d{0,9}$/.test(raw ?? '') && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}
