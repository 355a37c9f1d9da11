// The banner of a preview: this browser runs a chosen release of a remote that nobody else gets, until its user leaves.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { productApi, requestErrorText } from 'shared-graph';
import { Banner } from 'shared-ui';
import { useServedRegistry } from './RegistryContext';

export function PreviewBanner() {
  const { registry, watch } = useServedRegistry();
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const previews = [...registry.values()].filter((entry) => entry.release?.channel === 'preview');
  if (previews.length === 0) return null;

  const leave = async () => {
    setLeaving(true);
    setProblem(null);
    try {
      await productApi.delete('/api/releases/preview');
      await watch?.refresh();
      // The area swaps on a navigation: go to the same page, now with the live release.
      navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
    } catch (error) {
      setProblem(requestErrorText(error, 'The preview could not be left. Try again.'));
    } finally {
      setLeaving(false);
    }
  };

  const names = previews.map((entry) => `${entry.label} ${entry.release!.version}`).join(', ');
  return (
    <Banner
      compact
      type="warning"
      title="Preview"
      action={{ label: leaving ? 'Leaving preview…' : 'Leave preview', onClick: () => void leave() }}
      data-testid="release-preview"
    >
      {`You are seeing ${names}, a release only you get; everyone else has the live one.`}
      {problem ? ` ${problem}` : null}
    </Banner>
  );
}
