// A collection name being typed in a create or rename form, and what to say beside it.
import { useState } from 'react';
import { queryClient } from 'shared-graph';
import { collectionKeys, useCollectionList } from './collectionQueries';
import { GroupError } from './groupsApi';

/** The server's wording (server/src/groups/routes.ts), for the warning given before saving. */
export const nameTakenMessage = (name: string) => `A collection named “${name}” already exists. Choose another name.`;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The message of a save the server refused for its name (another collection of the team has it), else null. */
export function nameRefusalOf(error: unknown): string | null {
  return error instanceof GroupError && error.field === 'name' ? error.message : null;
}

interface Options {
  initial?: string;
  /** The collection being renamed: its own name is not taken. */
  exceptId?: number;
  /** Whether the form is shown (the team's list is read only then). */
  enabled?: boolean;
}

/**
 * The name's value and the problem to show beside it: that it is empty (on save), the server's refusal, or — before
 * saving, from the team's list already loaded — that another collection has it. The list may be stale, so the
 * warning does not stop a save: the server decides. Typing clears what the last save was told.
 */
export function useCollectionName(teamId: number, { initial = '', exceptId, enabled = true }: Options = {}) {
  const [name, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const { groups } = useCollectionList(teamId, '', { enabled });
  const taken = name.trim() ? groups.find((group) => group.id !== exceptId && sameName(group.name, name)) : undefined;

  return {
    name,
    error: problem ?? (taken ? nameTakenMessage(taken.name) : null),
    setName(value: string) {
      setValue(value);
      setProblem(null);
    },
    /** Empties the field (after a save) and forgets what the last save was told. */
    reset() {
      setValue('');
      setProblem(null);
    },
    /** Keeps the name typed but forgets what the last save was told (a dialog opened again). */
    forgetProblem() {
      setProblem(null);
    },
    /** False, saying so beside the field, when there is no name to send. */
    check(emptyMessage: string): boolean {
      if (name.trim()) return true;
      setProblem(emptyMessage);
      return false;
    },
    /**
     * A failed save: true when the server refused the name, which is then shown beside the field (the list is read
     * again, so it knows the collection that has the name). False for any other failure, which the form shows.
     */
    refused(error: unknown): boolean {
      const message = nameRefusalOf(error);
      if (!message) return false;
      setProblem(message);
      void queryClient.invalidateQueries({ queryKey: collectionKeys.lists(teamId) });
      return true;
    },
  };
}
