// The ad accounts a dashboard reads: each with the team whose owner's connection carries its calls (SPEC §6),
// its currency (money is never summed across currencies) and its time zone (date presets are its own days).
export interface DashboardAccount {
  /** `act_…` */
  id: string;
  /** Team id (0 = own) sent with every call for this account. */
  team: number;
  name: string;
  currency: string;
  /** IANA zone from the platform (`timezone_name`); null until known — presets then use UTC. */
  timeZone: string | null;
}

/** A picked account as the URL keeps it: `team:act_…`. */
export function accountKey(account: { team: number; id: string }): string {
  return `${account.team}:${account.id}`;
}

export function parseAccountKey(key: string): { team: number; id: string } | null {
  const match = /^(\d{1,9}):(act_\d{1,30})$/.exec(key);
  return match ? { team: Number(match[1]), id: match[2]! } : null;
}

/** Accounts grouped by team: one batch per team, since a batch is carried by one owner's connection. */
export function byTeam<T extends { team: number }>(items: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(item.team, [...(groups.get(item.team) ?? []), item]);
  return groups;
}
