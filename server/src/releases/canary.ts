// Which signed-in users get a remote's canary: a user's bucket for a remote is fixed (a hash of the user id and the
// remote's name), so one user keeps the same release on every page load and every process, and the users of one
// remote's canary are not the same users as another's.
import { createHash } from 'node:crypto';

/** Buckets per percent point: a canary at 12 % takes buckets 0–1199 of 0–9999. */
const BUCKETS = 10_000;

/** The user's bucket for this remote, 0–9999. */
export function canaryBucket(userId: number, remote: string): number {
  const digest = createHash('sha256').update(`${userId}\u0000${remote}`).digest();
  return digest.readUInt32BE(0) % BUCKETS;
}

/** Whether the user gets the remote's canary at `percent` (1–99). */
export function inCanary(userId: number, remote: string, percent: number): boolean {
  return canaryBucket(userId, remote) < percent * (BUCKETS / 100);
}
