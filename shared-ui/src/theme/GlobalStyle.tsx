import { createGlobalStyle } from 'styled-components';

/** Base document styles: box-sizing, font, colours, focus ring, reduced motion. Rendered by SasarThemeProvider. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }

  html, body, #root { height: 100%; }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    font-variant-numeric: tabular-nums;
  }

  h1, h2, h3, h4, h5, h6 { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.semibold}; line-height: ${({ theme }) => theme.lineHeights.tight}; }
  p { margin: 0; }

  a { color: ${({ theme }) => theme.colors.brand}; text-decoration: none; }
  a:hover { text-decoration: underline; }

  button, input, select, textarea { font: inherit; color: inherit; }

  code, kbd, pre, samp { font-family: ${({ theme }) => theme.fonts.mono}; }

  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.brand}; outline-offset: 1px; }

  ::selection { background: ${({ theme }) => theme.colors.selected}; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
