// Rule and run ids are positive PostgreSQL integers: anything else in an address or query names nothing.
export function idFromAddress(value: string | null | undefined): number | null {
  return /^\d{1,9}$/.test(value ?? '') && Number(value) > 0 ? Number(value) : null;
}
