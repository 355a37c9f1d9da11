// A remote's tests render its real routes at a path, with an empty query cache, no toasts and a session user.
import { act, render, type RenderResult } from '@testing-library/react';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toastsAtom } from './notify';
import { queryClient } from './server-state/queryClient';
import { sessionStore, userAtom } from './session/atoms';
import type { User } from './session/types';

export interface AreaRoute {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: AreaRoute[];
}

export interface RenderAreaOptions {
  /** The logged-in user (only what the screens read). */
  user: Partial<User>;
  /** More session state before the first render: the active team, ad account, … */
  session?: () => void;
  /** What wraps the routes (the remote's theme). */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

function toRoutes(routes: readonly AreaRoute[]): ReactNode {
  return routes.map((r, i) =>
    r.index ? (
      <Route key={i} index element={r.element} />
    ) : (
      <Route key={i} path={r.path} element={r.element}>
        {r.children ? toRoutes(r.children) : null}
      </Route>
    ),
  );
}

/** Renders `routes` at `path`; a path outside them shows "elsewhere". */
export function renderArea(routes: readonly AreaRoute[], path: string, options: RenderAreaOptions): RenderResult {
  queryClient.clear();
  act(() => {
    sessionStore.set(toastsAtom, []);
    sessionStore.set(userAtom, options.user as User);
    options.session?.();
  });
  const Wrapper = options.wrapper ?? Fragment;
  return render(
    <Wrapper>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {toRoutes(routes)}
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </Wrapper>,
  );
}

/** The toasts shown so far. */
export const shownToasts = () => sessionStore.get(toastsAtom);
