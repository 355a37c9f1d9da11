// The page for an address nothing serves: what was asked for, the page it most likely meant, and the way on.
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useLoggedIn } from 'shared-graph';
import { routePaths } from 'shared-graph/host';
import { EmptyState, LinkButton } from 'shared-ui';
import { areaForPath, cleanPath } from '../../remotes/areaForPath';
import { useRegistry } from '../../remotes/RegistryContext';
import { closestPath } from './closestPath';

// Underlined: a link inside a sentence must not be told apart by its colour alone.
const Suggestion = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
`;

export interface NotFoundScreenProps {
  /** Pages besides the registry's areas the address may have meant: the host's own, or those of the area it is in. */
  knownPaths?: readonly string[];
}

export function NotFoundScreen({ knownPaths = [] }: NotFoundScreenProps) {
  const { pathname, search } = useLocation();
  const loggedIn = useLoggedIn();
  const registry = useRegistry();
  const meant = useMemo(() => {
    const areaPaths = [...registry.values()].flatMap((entry) => [...entry.paths.map((owned) => owned.path), ...entry.nav.map((item) => cleanPath(item.to))]);
    return closestPath(pathname, [...knownPaths, ...areaPaths]);
  }, [pathname, knownPaths, registry]);
  // The way on is the start page: named by the area the registry gives it to.
  const start = areaForPath(registry, routePaths.main)?.entry.label;
  return (
    <EmptyState
      headingLevel={1}
      title="Page not found"
      message={
        <>
          There is no page at {pathname}.
          {meant && (
            <>
              <br />
              <Suggestion to={`${meant}${search}`}>Did you mean {meant}?</Suggestion>
            </>
          )}
        </>
      }
      // A guest's way on is logging in: the start page would only send them there.
      action={loggedIn ? <LinkButton to={routePaths.main}>{start ? `Go to ${start}` : 'Go to the start page'}</LinkButton> : <LinkButton to={routePaths.login}>Log in</LinkButton>}
    />
  );
}
