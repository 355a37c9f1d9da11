import { Card, ErrorState, PageHeader, Spinner } from 'shared-ui';
import { ChangelogEntries } from '../../shell/changelog/ChangelogEntries';
import { fetchChangelog } from '../../shell/changelog/changelog';
import { useApiData } from '../useApiData';

/** /updates: the whole changelog, entry by entry, with module and item-type badges. */
export function UpdatesScreen() {
  const changelog = useApiData('changelog', () => fetchChangelog(), 'The changelog could not be loaded.');
  return (
    <>
      <PageHeader title="What's new" description="Every Sasar release: new features, changes, fixes and known issues." />
      <Card>
        {changelog.error ? <ErrorState title="Could not load the changelog" message={changelog.error} onRetry={changelog.reload} /> : null}
        {!changelog.data && !changelog.error ? <Spinner label="Loading the changelog…" /> : null}
        {changelog.data ? <ChangelogEntries entries={changelog.data} /> : null}
      </Card>
    </>
  );
}
