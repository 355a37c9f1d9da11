import './styled';

export { theme, MOBILE_MEDIA_QUERY } from './theme';
export type { SasarTheme } from './theme';
export { toneColors } from './tones';
export type { Tone, ToneColors } from './tones';
export { GlobalStyle } from './GlobalStyle';
export { SasarThemeProvider } from './SasarThemeProvider';
export type { SasarThemeProviderProps } from './SasarThemeProvider';
export { useMediaQuery, useIsMobile } from './useMediaQuery';
