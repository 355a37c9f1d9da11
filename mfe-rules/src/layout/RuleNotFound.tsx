import { requestErrorText } from 'shared-graph';
import { ErrorState, LinkButton } from 'shared-ui';

/**
 * A rule an address names that is not there: no such id (`error` absent) or the server's 404 (gone, or another
 * team's). Retrying will not bring it back, so this leads to the list instead.
 */
export function RuleNotFound({ error }: { error?: unknown }) {
  return (
    <ErrorState
      title="Rule not found"
      message={error ? requestErrorText(error, 'This rule does not exist.') : 'This address does not name a rule.'}
      actions={<LinkButton to="/rules">All rules</LinkButton>}
    />
  );
}
