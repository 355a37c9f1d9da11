import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SasarThemeProvider } from '../theme/SasarThemeProvider';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Wrap in a MemoryRouter starting at these entries. */
  route?: string | string[];
}

/** Test helper: render inside the Sasar theme (and a MemoryRouter when `route` is given). */
export function renderUi(ui: ReactElement, { route, ...options }: Options = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    const themed = <SasarThemeProvider>{children}</SasarThemeProvider>;
    if (route === undefined) return themed;
    return <MemoryRouter initialEntries={Array.isArray(route) ? route : [route]}>{themed}</MemoryRouter>;
  }
  return render(ui, { wrapper: Wrapper, ...options });
}

/** Install a controllable window.matchMedia (jsdom has none). Returns a setter for the "viewport". */
export function mockMatchMedia(initialMobile: boolean) {
  let mobile = initialMobile;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const isMobileQuery = /max-width/.test(query);
    return {
      get matches() {
        return isMobileQuery ? mobile : !mobile;
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, cb: () => void) => listeners.add(cb),
      removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
      addListener: (cb: () => void) => listeners.add(cb),
      removeListener: (cb: () => void) => listeners.delete(cb),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    setMobile(next: boolean) {
      mobile = next;
      listeners.forEach((cb) => cb());
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
