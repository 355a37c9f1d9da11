/** One operation of a Graph-level `asyncbatch` (GRAPH-API §8.2); times in epoch ms. */
export interface AsyncSession {
  id: string;
  name: string;
  /** The user whose token started it; only they can read it. */
  userId: string;
  method: string;
  /** The operation's `relative_url`, as sent. */
  relativeUrl: string;
  /** Its `body` as form parameters. */
  body: Record<string, string>;
  /** The token the operation runs with. */
  token: string | undefined;
  createdAt: number;
  /** When it starts running and when it finishes (it runs through the pipeline at `completeAt`). */
  startAt: number;
  completeAt: number;
  /** Set once it has run. */
  outcome: { status: 'COMPLETED' | 'FAILED'; result: string; errorCode?: number; exception?: string } | null;
}
