/** An object's audience over a period, as a multiple of its busiest day's reach. */
const AUDIENCE_DAYS = 12;

/**
 * People reached over several days. Each day reaches `daily[d] × overlap` people out of an audience of
 * AUDIENCE_DAYS × the busiest day; days draw from that audience independently, so
 * reach = A × (1 − Π(1 − r_d / A)). One day gives its own reach; more days give less than their sum
 * (reach is not additive, GRAPH-API §7), and never less than the busiest day.
 */
export function reachOverDays(daily: ArrayLike<number>, overlap = 1): number {
  let busiest = 0;
  for (let i = 0; i < daily.length; i += 1) busiest = Math.max(busiest, daily[i] as number);
  if (busiest === 0) return 0;
  const audience = AUDIENCE_DAYS * busiest * overlap;
  let logMissed = 0;
  for (let i = 0; i < daily.length; i += 1) {
    const reached = (daily[i] as number) * overlap;
    if (reached > 0) logMissed += Math.log1p(-reached / audience);
  }
  return Math.round(audience * (1 - Math.exp(logMissed)));
}
