import styled from 'styled-components';
import { Spinner } from 'shared-ui';

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 240px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A remote area on its way: shown inside the layout, so the rest of the shell stays usable. */
export function AreaLoading({ label }: { label: string }) {
  return (
    <Box role="status" aria-live="polite" data-testid="area-loading">
      <Spinner size="md" decorative />
      <span>Loading {label}…</span>
    </Box>
  );
}
