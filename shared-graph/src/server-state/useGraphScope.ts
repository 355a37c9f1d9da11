import { useAtomValue } from 'jotai';
import { activeAdAccountAtom, activeTeamIdAtom, sessionStore } from '../session/atoms';
import type { GraphScope } from './queryKeys';

const opts = { store: sessionStore };

/** The active team and ad account: what graph answers through the proxy depend on. */
export function useGraphScope(): GraphScope {
  const teamId = useAtomValue(activeTeamIdAtom, opts);
  const adAccount = useAtomValue(activeAdAccountAtom, opts);
  return { teamId, adAccount };
}
