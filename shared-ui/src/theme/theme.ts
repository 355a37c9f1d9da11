/**
 * The Sasar design tokens. One object, shared by the host and every remote through the styled-components
 * ThemeProvider (styled-components is a Module Federation singleton, so remotes inherit the host's theme).
 *
 * Aesthetic: a dense, fast-looking data tool — 13 px base text, tight spacing, neutral greys, one confident
 * brand blue, and saturated status colours reserved for status.
 */
export const theme = {
  name: 'sasar-light',
  colors: {
    brand: '#1d5bd6',
    brandHover: '#174bb3',
    brandActive: '#123c8f',
    brandSoft: '#e8effc',
    onBrand: '#ffffff',

    text: '#1b2430',
    muted: '#5d6878',
    subtle: '#8a94a3',
    inverse: '#ffffff',

    background: '#f1f3f6',
    surface: '#ffffff',
    surfaceAlt: '#f7f8fa',
    hover: '#eef2f8',
    selected: '#e3ebfb',
    border: '#d9dee6',
    borderStrong: '#b9c1cd',

    neutral: '#6b7585',
    neutralSoft: '#eef0f3',
    neutralText: '#3b4453',

    success: '#1e874b',
    successHover: '#186f3d',
    successSoft: '#e5f5ec',
    successText: '#14603a',
    onSuccess: '#ffffff',

    warning: '#f2c12e',
    warningHover: '#e0ad14',
    warningSoft: '#fff6d6',
    warningText: '#6e5400',
    onWarning: '#2e2400',

    error: '#d1373a',
    errorHover: '#b32a2d',
    errorSoft: '#fdeceb',
    errorText: '#a4262a',
    onError: '#ffffff',

    info: '#2f6fdb',
    infoSoft: '#e8f0fd',
    infoText: '#1f4fa3',
    onInfo: '#ffffff',

    /** Announcement ribbon default (SPEC §2: "default pale yellow"). */
    ribbon: '#fff8c5',
    ribbonText: '#3d3200',

    sidebar: '#0f1b2d',
    sidebarText: '#c3ccd9',
    sidebarMuted: '#7d8aa0',
    sidebarHover: 'rgba(255, 255, 255, 0.06)',
    sidebarActive: 'rgba(255, 255, 255, 0.12)',
    sidebarActiveText: '#ffffff',

    /** Solid brand blue: a focus indicator needs ≥ 3:1 against the surface (WCAG 1.4.11); the old 45 % tint was ~1.7:1. */
    focusRing: '#1d5bd6',
    overlay: 'rgba(15, 23, 42, 0.5)',
    tooltip: '#1b2430',
    onTooltip: '#ffffff',
  },
  /**
   * Chart colours (the chart kit in src/charts). Series colours keep ≥ 3:1 against the white surface (WCAG
   * non-text contrast); the comparison period is a dashed grey; the heat map runs from the brand's soft tint
   * to its darkest shade.
   */
  charts: {
    series: ['#1d5bd6', '#1e874b', '#c2410c', '#7c3aed', '#0e7490', '#b91c5c', '#4d5b70', '#a16207'],
    comparison: '#7d8797',
    axis: '#5d6878',
    gridLine: '#e6e9ee',
    heatLow: '#e8effc',
    heatHigh: '#123c8f',
  },
  /** Spacing scale (px strings, ready for CSS). */
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radii: {
    none: '0',
    sm: '3px',
    md: '5px',
    lg: '8px',
    xl: '12px',
    pill: '999px',
    round: '50%',
  },
  fonts: {
    body: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '11px',
    sm: '12px',
    md: '13px',
    lg: '15px',
    xl: '18px',
    xxl: '22px',
    display: '28px',
  },
  fontWeights: {
    regular: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
  },
  lineHeights: {
    tight: 1.25,
    normal: 1.45,
  },
  shadows: {
    none: 'none',
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 2px 8px rgba(15, 23, 42, 0.10)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
    /** A white gap then a solid 2 px ring, so the ring keeps ≥ 3:1 on white and on tinted fields alike. */
    focus: '0 0 0 1px #ffffff, 0 0 0 3px #1d5bd6',
    focusError: '0 0 0 1px #ffffff, 0 0 0 3px #b3261e',
  },
  /** Breakpoints in px: a viewport narrower than `mobile` is a phone layout (sidebar becomes a drawer). */
  breakpoints: {
    mobile: 768,
    tablet: 1024,
    desktop: 1280,
    wide: 1600,
  },
  /** Ready-made media queries matching `breakpoints`. */
  media: {
    mobile: '@media (max-width: 767.98px)',
    tablet: '@media (max-width: 1023.98px)',
    desktop: '@media (min-width: 1280px)',
  },
  sizes: {
    headerHeight: '48px',
    sidebarWidth: '224px',
    controlSm: '26px',
    controlMd: '32px',
    controlLg: '40px',
    contentMaxWidth: '1600px',
  },
  zIndices: {
    base: 0,
    sticky: 10,
    header: 100,
    sidebar: 200,
    drawer: 300,
    overlay: 400,
    modal: 500,
    toast: 600,
    tooltip: 700,
  },
  transitions: {
    fast: '120ms ease',
    normal: '200ms ease',
  },
};

/** The type of the Sasar theme; styled-components' `DefaultTheme` extends it (see ./styled.ts). */
export type SasarTheme = typeof theme;

/** Media query string (no `@media`) for phone widths, for `window.matchMedia`. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${theme.breakpoints.mobile - 0.02}px)`;
