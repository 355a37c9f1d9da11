import styled from 'styled-components';

const Box = styled.section`
  padding: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Name = styled.code`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * A screen whose feature has not been built yet. It names the route so navigation can be checked end to end;
 * each one is replaced by its feature issue.
 */
export function ScreenPlaceholder({ name, title }: { name: string; title: string }) {
  return (
    <Box data-route-name={name} aria-label={title}>
      <h1>{title}</h1>
      <p>
        Route <Name>{name}</Name>
      </p>
    </Box>
  );
}
