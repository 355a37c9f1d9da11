import { Card, ErrorState, PageHeader, Spinner } from 'shared-ui';
import { ChangelogEntries } from '../../shell/changelog/ChangelogEntries';
import { fetchChangelog } from '../../shell/changelog/changelog';
import { queryKeys, requestErrorText, useServerQuery } from 'shared-graph';

/** /updates: the whole changelog, entry by entry, with module and item-type badges. */
export function UpdatesScreen() {
  const changelog = useServerQuery(queryKeys.apiResource('changelog'), (signal) => fetchChangelog(signal));
  const error = requestErrorText(changelog.error, 'The changelog could not be loaded.');
  return (
    <>
      <PageHeader title="What's new" description="Every Sasar release: new features, changes, fixes and known issues." />
      <Card>
        {error ? <ErrorState title="Could not load the changelog" message={error} onRetry={() => void changelog.refetch()} /> : null}
        {!changelog.data && !error ? <Spinner label="Loading the changelog…" /> : null}
        {changelog.data ? <ChangelogEntries entries={changelog.data} /> : null}
      </Card>
    </>
  );
}
