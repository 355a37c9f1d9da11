// Which assets have a status change on the way, by id, kept outside the rows: a row element that comes to show
// another asset (a sort with reused rows), or a row scrolled out of the virtualized view and back, still shows the
// change of its own asset as busy, and only its own.
import { useSyncExternalStore } from 'react';

const writing = new Map<string, number>();
const listeners = new Map<string, Set<() => void>>();

function changed(id: string) {
  for (const listener of listeners.get(id) ?? []) listener();
}

/** Marks a status change of `id` as sent until `done` settles; several at once count up. */
export async function whileStatusWriting<T>(id: string, done: Promise<T>): Promise<T> {
  writing.set(id, (writing.get(id) ?? 0) + 1);
  changed(id);
  try {
    return await done;
  } finally {
    const left = (writing.get(id) ?? 1) - 1;
    if (left > 0) writing.set(id, left);
    else writing.delete(id);
    changed(id);
  }
}

function subscribe(id: string, listener: () => void): () => void {
  let set = listeners.get(id);
  if (!set) listeners.set(id, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(id);
  };
}

/** Whether a status change of the asset `id` is on the way. */
export function useStatusWriting(id: string): boolean {
  return useSyncExternalStore(
    (listener) => subscribe(id, listener),
    () => writing.has(id),
  );
}
