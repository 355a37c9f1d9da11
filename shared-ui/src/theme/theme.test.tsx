import { act, render, renderHook, screen } from '@testing-library/react';
import styled from 'styled-components';
import { mockMatchMedia, renderUi } from '../testing/render';
import { parseHexColor, readableTextColor, relativeLuminance } from './color';
import { SasarThemeProvider } from './SasarThemeProvider';
import { MOBILE_MEDIA_QUERY, theme } from './theme';
import { toneColors } from './tones';
import { useMediaQuery } from './useMediaQuery';

describe('theme', () => {
  it('has the tokens the product relies on', () => {
    expect(theme.colors.ribbon).toBe('#fff8c5');
    expect(theme.colors.success).toMatch(/^#/);
    expect(theme.colors.warning).toMatch(/^#/);
    expect(theme.colors.error).toMatch(/^#/);
    expect(theme.breakpoints.mobile).toBe(768);
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 767.98px)');
    expect(theme.fonts.body).toContain('sans-serif');
  });

  it('draws focus rings that keep at least 3:1 against the white surface', () => {
    const contrastOnWhite = (hex: string) => 1.05 / ((relativeLuminance(hex) ?? 1) + 0.05);
    const ringColours = [theme.colors.focusRing, ...[theme.shadows.focus, theme.shadows.focusError].map((shadow) => shadow.match(/#[0-9a-f]{6}(?=[^#]*$)/i)?.[0] ?? '#ffffff')];
    for (const colour of ringColours) expect(contrastOnWhite(colour)).toBeGreaterThanOrEqual(3);
  });

  it('maps tones to colours', () => {
    expect(toneColors(theme, 'success').solid).toBe(theme.colors.success);
    expect(toneColors(theme, 'warning').solid).toBe(theme.colors.warning);
    expect(toneColors(theme, 'error').soft).toBe(theme.colors.errorSoft);
    expect(toneColors(theme, 'neutral').solid).toBe(theme.colors.neutral);
  });

  it('SasarThemeProvider gives styled components the theme and the global style', () => {
    const Probe = styled.div`
      color: ${({ theme: t }) => t.colors.brand};
    `;
    renderUi(<Probe>probe</Probe>);
    expect(screen.getByText('probe')).toHaveStyle({ color: theme.colors.brand });
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(241, 243, 246)');
  });

  it('accepts another theme and can skip the global style', () => {
    const Probe = styled.div`
      color: ${({ theme: t }) => t.colors.brand};
    `;
    render(
      <SasarThemeProvider theme={{ ...theme, colors: { ...theme.colors, brand: '#ff0000' } }} withGlobalStyle={false}>
        <Probe>custom</Probe>
      </SasarThemeProvider>,
    );
    expect(screen.getByText('custom')).toHaveStyle({ color: '#ff0000' });
  });
});

describe('colour helpers', () => {
  it('parses hex colours', () => {
    expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColor('1d5bd6')).toEqual([29, 91, 214]);
    expect(parseHexColor('red')).toBeNull();
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
  });
  it('picks readable text', () => {
    expect(readableTextColor('#fff8c5')).toBe('#1b2430');
    expect(readableTextColor('#1d5bd6')).toBe('#ffffff');
    expect(readableTextColor('#000')).toBe('#ffffff');
    expect(readableTextColor('rebeccapurple')).toBe('#1b2430');
  });
});

describe('useMediaQuery', () => {
  it('is false without matchMedia', () => {
    const { result } = renderHook(() => useMediaQuery('(max-width: 10px)'));
    expect(result.current).toBe(false);
  });
  it('follows matchMedia changes', () => {
    const media = mockMatchMedia(false);
    try {
      const { result } = renderHook(() => useMediaQuery(MOBILE_MEDIA_QUERY));
      expect(result.current).toBe(false);
      act(() => media.setMobile(true));
      expect(result.current).toBe(true);
    } finally {
      media.restore();
    }
  });
  it('asks the browser for one list per query, however often it renders', () => {
    const media = mockMatchMedia(false);
    const matchMedia = jest.spyOn(window, 'matchMedia');
    try {
      const { result, rerender } = renderHook(() => [useMediaQuery(MOBILE_MEDIA_QUERY), useMediaQuery(MOBILE_MEDIA_QUERY), useMediaQuery('(prefers-reduced-motion: reduce)')]);
      rerender();
      rerender();
      expect(result.current).toEqual([false, false, true]);
      expect(matchMedia.mock.calls.map(([query]) => query).sort()).toEqual(['(prefers-reduced-motion: reduce)', MOBILE_MEDIA_QUERY].sort());
    } finally {
      matchMedia.mockRestore();
      media.restore();
    }
  });
});
