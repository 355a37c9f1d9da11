// The column chooser of a data table: show, hide and reorder columns, or switch to a preset.
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, IconButton } from '../primitives/Button';
import { Checkbox } from '../primitives/Checkbox';
import { Select } from '../primitives/Select';
import { DEFAULT_COLUMN_SETTINGS, moveColumn, orderedIds, sameSettings, setHidden } from './columnSettings';
import type { ColumnPreset } from './types';
import type { DataTableState } from './useDataTable';

export interface ColumnChooserProps<T> {
  state: DataTableState<T>;
  /** Named column sets offered in one step. */
  presets?: readonly ColumnPreset[];
  /** The button's text. */
  label?: string;
}

export function ColumnChooser<T>({ state, presets = [], label = 'Columns' }: ColumnChooserProps<T>) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const columns = state.table.getAllLeafColumns();
  const ids = columns.map((c) => c.id);
  const order = orderedIds(ids, state.columnSettings);
  const byId = new Map(columns.map((c) => [c.id, c]));
  const settings = state.columnSettings;
  const hidden = new Set(settings.hidden);
  const preset = presets.find((p) => sameSettings(p.settings, settings, ids));

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const nameOf = (id: string) => {
    const column = byId.get(id);
    const header = column?.columnDef.header;
    return column?.columnDef.meta?.label ?? (typeof header === 'string' ? header : id);
  };

  return (
    <Box
      ref={box}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <Button ref={button} size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {label}
      </Button>
      {open && (
        <Panel id={panelId} role="group" aria-label={label}>
          {presets.length > 0 && (
            <Select
              aria-label="Column preset"
              controlSize="sm"
              value={preset?.name ?? ''}
              placeholder="Custom"
              onChange={(event) => {
                const chosen = presets.find((p) => p.name === event.target.value);
                if (chosen) state.setColumnSettings(chosen.settings);
              }}
              options={presets.map((p) => ({ value: p.name, label: p.name }))}
            />
          )}
          <List>
            {order.map((id, index) => {
              const required = Boolean(byId.get(id)?.columnDef.meta?.required || byId.get(id)?.columnDef.enableHiding === false);
              const name = nameOf(id);
              return (
                <li key={id}>
                  <Checkbox
                    label={name}
                    checked={required || !hidden.has(id)}
                    disabled={required}
                    onChange={(event) => state.setColumnSettings(setHidden(settings, id, !event.target.checked))}
                  />
                  <IconButton size="sm" label={`Move ${name} up`} icon="↑" disabled={index === 0} onClick={() => state.setColumnSettings(moveColumn(ids, settings, id, -1))} />
                  <IconButton
                    size="sm"
                    label={`Move ${name} down`}
                    icon="↓"
                    disabled={index === order.length - 1}
                    onClick={() => state.setColumnSettings(moveColumn(ids, settings, id, 1))}
                  />
                </li>
              );
            })}
          </List>
          <Button size="sm" variant="ghost" onClick={() => state.setColumnSettings(presets[0]?.settings ?? DEFAULT_COLUMN_SETTINGS)}>
            Reset columns
          </Button>
        </Panel>
      )}
    </Box>
  );
}

const Box = styled.div`
  position: relative;
  display: inline-block;
`;

const Panel = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  top: calc(100% + 4px);
  right: 0;
  width: 260px;
  max-height: 420px;
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    display: grid;
    grid-template-columns: 1fr auto auto;
    align-items: center;
    gap: 2px;
    min-height: 28px;
  }
`;
