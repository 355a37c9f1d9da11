import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme as defaultTheme, type SasarTheme } from './theme';

export interface SasarThemeProviderProps {
  children?: ReactNode;
  /** Override the theme (defaults to the Sasar theme). */
  theme?: SasarTheme;
  /** Render the GlobalStyle (default true). Remotes inside the host leave the host's in charge. */
  withGlobalStyle?: boolean;
}

/** ThemeProvider + GlobalStyle. The host renders it once at the root; remotes inherit the host's theme. */
export function SasarThemeProvider({ children, theme = defaultTheme, withGlobalStyle = true }: SasarThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
