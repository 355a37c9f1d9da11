import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { queryClient } from 'shared-graph';
import {
  activeAdAccountAtom,
  activeTeamIdAtom,
  adSettingsAtom,
  audienceSettingsAtom,
  defaultAdSettings,
  defaultAudienceSettings,
  sessionStore,
  toastsAtom,
} from 'shared-graph/host';
import { SasarThemeProvider } from 'shared-ui';

/**
 * Renders `ui` in the theme and a router at `path`, with an empty query cache (as after a reload; `keepCache` keeps
 * it, as when a screen is left and opened again); the session has ad account act_1 in the own team unless told.
 */
export function renderScreen(ui: ReactElement, { path = '/', account = 'act_1' as string | null, keepCache = false } = {}) {
  act(() => {
    if (!keepCache) queryClient.clear();
    sessionStore.set(toastsAtom, []);
    sessionStore.set(activeTeamIdAtom, 0);
    sessionStore.set(activeAdAccountAtom, account);
    sessionStore.set(audienceSettingsAtom, defaultAudienceSettings());
    sessionStore.set(adSettingsAtom, defaultAdSettings());
  });
  return render(
    <SasarThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </SasarThemeProvider>,
  );
}

export const toasts = () => sessionStore.get(toastsAtom);
