import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PageHeader, Spinner } from 'shared-ui';
import { headingForPath } from './areaForPath';
import { useRegistry } from './RegistryContext';

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 240px;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * A remote area on its way: shown inside the layout, so the rest of the shell stays usable. A page whose heading
 * the registry gives shows it at once, as its screen will.
 */
export function AreaLoading({ label }: { label: string }) {
  const heading = headingForPath(useRegistry(), useLocation().pathname);
  return (
    <>
      {heading ? <PageHeader title={heading.title} description={heading.description} /> : null}
      <Box role="status" aria-live="polite" data-testid="area-loading">
        <Spinner size="md" decorative />
        <span>Loading {label}…</span>
      </Box>
    </>
  );
}
