// A figure a conditional format matched: a tint with the rule's colour, an arrow that says which way it crossed,
// and words for screen readers — the colour is never the only sign.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'shared-ui';
import type { ColumnDef } from 'shared-ui/table';
import styled, { css } from 'styled-components';
import { matchingRule, ruleText } from './conditionalFormats';
import type { FormatColour, FormatRule } from './listLayout';

const MARK: Record<FormatRule['operator'], string> = { above: '↑', below: '↓', between: '↔' };

/** A cell that reads "—" (another goal's metric, nothing to divide by) shows no figure, so nothing is flagged. */
const NO_FIGURE = '[data-no-value]';

export function FormattedCell({ rule, currency, children }: { rule: FormatRule; currency: string; children: ReactNode }) {
  const words = ruleText(rule, currency);
  const box = useRef<HTMLSpanElement>(null);
  const [noFigure, setNoFigure] = useState(false);
  // After every render: the figure inside may have changed. Settles at once (it sets only a different value).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const dash = box.current?.querySelector(NO_FIGURE) != null;
    if (dash !== noFigure) setNoFigure(dash);
  });
  if (noFigure) return <span ref={box}>{children}</span>;
  return (
    <Flagged ref={box} $colour={rule.colour} data-format={rule.colour} title={`Flagged: ${words}`}>
      <Mark aria-hidden="true">{MARK[rule.operator]}</Mark>
      {children}
      <VisuallyHidden>{`, flagged: ${words}`}</VisuallyHidden>
    </Flagged>
  );
}

/**
 * The columns with the rules applied to their cells (sub-rows too). Columns without a rule stay the same objects.
 */
// TanStack's column defs are invariant in their value type; `any` is how its own docs type a column list.
/* eslint-disable @typescript-eslint/no-explicit-any */
export function withConditionalFormats<T>(columns: ColumnDef<T, any>[], rules: readonly FormatRule[], currency: string): ColumnDef<T, any>[] {
  if (rules.length === 0) return columns;
  const formatted = new Set(rules.map((r) => r.metric));
  return columns.map((column) => {
    if (!column.id || !formatted.has(column.id) || !column.cell) return column;
    const original = column.cell;
    return {
      ...column,
      cell: (context) => {
        const content = typeof original === 'function' ? original(context) : original;
        const rule = matchingRule(rules, column.id!, context.getValue());
        return rule ? (
          <FormattedCell rule={rule} currency={currency}>
            {content}
          </FormattedCell>
        ) : (
          content
        );
      },
    } as ColumnDef<T, any>;
  });
}
/* eslint-enable @typescript-eslint/no-explicit-any */

const tone = (colour: FormatColour) =>
  css`
    ${({ theme }) => {
      const c = theme.colors;
      const [soft, solid, text] = colour === 'red' ? [c.errorSoft, c.error, c.errorText] : colour === 'amber' ? [c.warningSoft, c.warning, c.warningText] : [c.successSoft, c.success, c.successText];
      return `background: ${soft}; box-shadow: inset 3px 0 0 ${solid}; --format-text: ${text};`;
    }}
  `;

const Flagged = styled.span<{ $colour: FormatColour }>`
  ${({ $colour }) => tone($colour)}
  align-self: stretch;
  flex: 1 1 auto;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 4px;
  min-width: 0;
  margin: 0 -8px;
  padding: 0 8px 0 11px;
`;

const Mark = styled.span`
  color: var(--format-text);
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin-right: auto;
`;
