// The rules area's reads and writes through shared-graph's one query client; team and account from the session.
import { useActiveAdAccount, usePickableAdAccounts, useServerMutation, useServerQuery } from 'shared-graph';
import { rulesApi, rulesKeys, type RuleInput } from './rulesApi';

/** The team the rules screens work in (the account picker's), and the ad accounts usable through it. */
/**
 * The team whose rules the screen shows: the active ad account's, unless a link names the rule's own team (a
 * notice or an activity row can point at a rule of a team other than the one picked).
 */
export function useRulesTeam(linkedTeam: number | null = null) {
  const active = useActiveAdAccount();
  const teamId = linkedTeam ?? active.teamId;
  const accountId = linkedTeam === null || linkedTeam === active.teamId ? active.accountId : null;
  const accounts = usePickableAdAccounts().filter((account) => account.team === teamId);
  const accountName = (id: string) => accounts.find((a) => a.id === id)?.name ?? id;
  const currencyOf = (id: string) => accounts.find((a) => a.id === id)?.currency ?? null;
  return { teamId, accountId, accounts, accountName, currencyOf };
}

export function useRuleList(teamId: number, filter: Record<string, string>) {
  return useServerQuery(rulesKeys.list(teamId, filter), (signal) => rulesApi.list(teamId, filter, signal), { keepPrevious: true, staleTime: 15_000 });
}

export function useRule(teamId: number, id: number | null) {
  return useServerQuery(rulesKeys.rule(teamId, id ?? 0), (signal) => rulesApi.get(teamId, id!, signal), { enabled: id !== null });
}

export function useRuleHistory(teamId: number, filter: Record<string, string | number>, { enabled = true } = {}) {
  return useServerQuery(rulesKeys.history(teamId, filter), (signal) => rulesApi.history(teamId, filter, signal), { keepPrevious: true, staleTime: 10_000, enabled });
}

export function useRun(teamId: number, ruleId: number, runId: number | null) {
  return useServerQuery(rulesKeys.run(teamId, ruleId, runId ?? 0), (signal) => rulesApi.run(teamId, ruleId, runId!, signal), { enabled: runId !== null });
}

export function usePublishedTemplates() {
  return useServerQuery(rulesKeys.templates, (signal) => rulesApi.templates(signal), { staleTime: 300_000 });
}

const invalidates = [rulesKeys.all];

/** "Revert this run": the run's detail and the history are read again afterwards. */
export function useRunRevert(teamId: number) {
  return useServerMutation(({ ruleId, runId }: { ruleId: number; runId: number }) => rulesApi.revert(teamId, ruleId, runId), { invalidates });
}

export function useRuleWrites(teamId: number) {
  return {
    create: useServerMutation((input: RuleInput) => rulesApi.create(teamId, input), { invalidates }),
    update: useServerMutation(({ id, input }: { id: number; input: RuleInput }) => rulesApi.update(teamId, id, input), { invalidates }),
    setEnabled: useServerMutation(({ id, enabled }: { id: number; enabled: boolean }) => rulesApi.setEnabled(teamId, id, enabled), { invalidates }),
    remove: useServerMutation((id: number) => rulesApi.remove(teamId, id), { invalidates }),
    runNow: useServerMutation((id: number) => rulesApi.runNow(teamId, id), { invalidates }),
    dryRun: useServerMutation((input: RuleInput) => rulesApi.dryRun(teamId, input)),
    dryRunSaved: useServerMutation((id: number) => rulesApi.dryRunSaved(teamId, id)),
  };
}
