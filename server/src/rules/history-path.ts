/** The rules area's page that explains a rule's change: the run's entry in the rule's history, or the rule's history. */
export function ruleHistoryPath(ruleId: number, runId: number | null): string {
  return runId === null ? `/rules/${ruleId}/history` : `/rules/${ruleId}/history?run=${runId}`;
}
