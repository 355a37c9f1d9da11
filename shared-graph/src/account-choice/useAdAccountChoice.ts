// The header picker's choice as a hook: what it is, the accounts it spans, and how to change it.
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { activeAdAccountAtom, activeTeamIdAtom, adAccountSpanAtom, pickableAdAccountsAtom, sessionStore, type SessionStore } from '../session/atoms';
import { selectAdAccount, selectAdAccountSpan } from '../session/selection';
import type { UserAdAccount } from '../session/types';
import { accountsOf, type AdAccountChoice } from './accountChoice';

const opts = { store: sessionStore };

/**
 * Makes `choice` the picker's: one account becomes the active one (and is remembered); "all" and a set span several
 * and keep the active account for the screens that work on one (rules, research).
 */
export function chooseAdAccounts(choice: AdAccountChoice, store: SessionStore = sessionStore): void {
  if (choice.kind === 'account') {
    selectAdAccountSpan(null, store);
    selectAdAccount(choice.teamId, choice.accountId, store);
    return;
  }
  selectAdAccountSpan(choice.kind === 'all' ? 'all' : choice.accounts, store);
  if (store.get(activeAdAccountAtom) !== null) return;
  // Single-account screens need one: the first the choice spans.
  const first = accountsOf(choice, store.get(pickableAdAccountsAtom))[0];
  if (first) selectAdAccount(first.team, first.id, store);
}

export interface AdAccountChoiceState {
  /** Null before an account is chosen. */
  choice: AdAccountChoice | null;
  /** The pickable accounts the choice spans, in the picker's order. */
  accounts: UserAdAccount[];
  choose: (choice: AdAccountChoice) => void;
}

export function useAdAccountChoice(): AdAccountChoiceState {
  const span = useAtomValue(adAccountSpanAtom, opts);
  const teamId = useAtomValue(activeTeamIdAtom, opts);
  const accountId = useAtomValue(activeAdAccountAtom, opts);
  const pickable = useAtomValue(pickableAdAccountsAtom, opts);
  const choice = useMemo<AdAccountChoice | null>(() => {
    if (span === 'all') return { kind: 'all' };
    if (span) return { kind: 'set', accounts: span };
    return accountId ? { kind: 'account', teamId, accountId } : null;
  }, [span, teamId, accountId]);
  const accounts = useMemo(() => accountsOf(choice, pickable), [choice, pickable]);
  const choose = useCallback((next: AdAccountChoice) => chooseAdAccounts(next), []);
  return { choice, accounts, choose };
}
