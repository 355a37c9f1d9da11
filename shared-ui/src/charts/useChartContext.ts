import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { useIsMobile, useMediaQuery } from '../theme/useMediaQuery';
import type { ChartContext } from './chartBase';

/** The theme, phone width and motion preference a chart is built for. */
export function useChartContext(): ChartContext {
  const theme = useTheme();
  const compact = useIsMobile();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return useMemo(() => ({ theme, compact, reducedMotion }), [theme, compact, reducedMotion]);
}
