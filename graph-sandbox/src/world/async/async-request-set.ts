import type { AsyncSession } from './async-session';

/** An ad account's async request set (`POST /{act}/async_batch_requests`, GRAPH-API §8.3). */
export interface AsyncRequestSet {
  id: string;
  /** `act_…` */
  accountId: string;
  name: string;
  userId: string;
  notificationMode: 'OFF' | 'ON_COMPLETE';
  createdAt: number;
  /** Its requests, run like `asyncbatch` sessions. */
  requests: AsyncSession[];
}

/** One request of a set, readable at `/{id}` as Meta's `AdAsyncRequest`. */
export interface AsyncRequest {
  session: AsyncSession;
  set: AsyncRequestSet;
}
