/**
 * The accessible frame every chart of the kit renders in: a keyboard-focusable figure named by its title, a
 * text alternative (a visually hidden table of the same figures), and the echarts canvas loaded on demand.
 */
import { Component, lazy, Suspense, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHiddenCss } from '../primitives/VisuallyHidden';
import type { ChartOption, ChartTable, LegendEntry } from './chartBase';

// The one dynamic import of echarts: webpack puts it (and echarts) in async chunks fetched on the first chart.
const EChartCanvas = lazy(() => import(/* webpackChunkName: "charts" */ './EChartCanvas'));

export interface ChartCommonProps {
  /** The chart's name: shown above it and read by screen readers. */
  title: string;
  /** Keep the title for screen readers only (when a surrounding card already shows it). */
  hideTitle?: boolean;
  /** One sentence that says what the chart shows (read with the title; shown under it). */
  description?: string;
  /** Canvas height in px. */
  height?: number;
  className?: string;
}

interface ChartFrameProps extends ChartCommonProps {
  kind: 'trend' | 'bar' | 'funnel' | 'heatmap' | 'donut';
  option: ChartOption;
  table: ChartTable;
  height: number;
  /** Series names and colours under the canvas (none for a single series). */
  legend?: readonly LegendEntry[];
  /** A colour scale under the canvas (heat map): its two ends and their labels. */
  scale?: { from: string; to: string; min: string; max: string };
}

const Figure = styled.figure`
  position: relative;
  margin: 0;
  min-width: 0;
  width: 100%;
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Caption = styled.figcaption<{ $hidden: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  ${({ $hidden }) => ($hidden ? visuallyHiddenCss : '')}
`;

const Title = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Canvas = styled.div`
  position: relative;
  width: 100%;
`;

const Placeholder = styled.div`
  width: 100%;
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const LoadFailed = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Swatch = styled.span<{ $color: string; $dashed: boolean }>`
  flex: none;
  width: 16px;
  height: 0;
  border-top: 3px ${({ $dashed }) => ($dashed ? 'dashed' : 'solid')} ${({ $color }) => $color};
`;

const Scale = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const ScaleBar = styled.span<{ $from: string; $to: string }>`
  width: 160px;
  max-width: 40vw;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: linear-gradient(to right, ${({ $from }) => $from}, ${({ $to }) => $to});
`;

/**
 * The chart's figures for screen readers. The hiding goes on a box around the table: a table grows to fit its cells
 * whatever width it is given, and a wide one (the hour × weekday heat map) widened the whole page sideways.
 */
const HiddenTableBox = styled.div`
  ${visuallyHiddenCss}
`;

/** A chart whose code could not be downloaded still has its table; say so instead of failing the screen. */
class ChartLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <LoadFailed>The chart could not be drawn. Its figures are in the table for screen readers.</LoadFailed>;
    return this.props.children;
  }
}

export function ChartFrame({ kind, title, hideTitle = false, description, height, option, table, legend, scale, className }: ChartFrameProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Figure
      className={className}
      tabIndex={0}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-chart={kind}
    >
      <Caption $hidden={hideTitle}>
        <Title id={titleId}>{title}</Title>
        {description ? <Description id={descriptionId}>{description}</Description> : null}
      </Caption>
      <Canvas style={{ height }} aria-hidden="true" data-testid="chart-canvas">
        <ChartLoadBoundary>
          <Suspense fallback={<Placeholder />}>
            <EChartCanvas option={option} />
          </Suspense>
        </ChartLoadBoundary>
      </Canvas>
      {legend && legend.length > 1 ? (
        <Legend aria-hidden="true">
          {legend.map((entry) => (
            <LegendItem key={entry.name}>
              <Swatch $color={entry.color} $dashed={Boolean(entry.dashed)} />
              {entry.name}
            </LegendItem>
          ))}
        </Legend>
      ) : null}
      {scale ? (
        <Scale aria-hidden="true">
          <span>{scale.min}</span>
          <ScaleBar $from={scale.from} $to={scale.to} />
          <span>{scale.max}</span>
        </Scale>
      ) : null}
      <HiddenTableBox>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.columns.map((column, i) => (
                <th key={i} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={c}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </HiddenTableBox>
    </Figure>
  );
}
