// The list toolbar's "Views" menu: open a saved view (the user's own or one their team shares), save the list as a
// view, save or revert changes, rename, share with the team, make it the default for the objective filter, copy a
// team's view, delete. Beside it: the "unsaved changes" marker and the conditional-formatting editor.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { requestErrorText } from 'shared-graph';
import { Button, ConfirmDialog } from 'shared-ui';
import styled from 'styled-components';
import { onDemand, OnDemand } from '../common/onDemand';
import type { FormatColumn } from './FormatRulesDialog';
import { objectiveLabel as labelOfObjective } from './formatColumns';
import type { SavedView } from './listLayout';
import type { ListView } from './useListView';

// The dialogs are downloaded when first opened.
const FormatRulesDialog = onDemand(() => import('./FormatRulesDialog').then((m) => m.FormatRulesDialog));
const ViewNameDialog = onDemand(() => import('./ViewNameDialog').then((m) => m.ViewNameDialog));

export interface ViewsMenuProps {
  view: ListView;
  /** The objective filter's name ("Sales", "All objectives"). */
  objectiveLabel: string;
  formatColumns: readonly FormatColumn[];
  currency: string;
}

const objectiveName = (key: string) => (key === 'ALL' ? 'all objectives' : labelOfObjective(key));

type Dialog = { kind: 'save-as' } | { kind: 'rename'; view: SavedView } | { kind: 'delete'; view: SavedView } | { kind: 'formats' } | null;

export function ViewsMenu({ view, objectiveLabel, formatColumns, currency }: ViewsMenuProps) {
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { active, dirty, saved } = view;
  const mine = saved.views.filter((v) => v.mine);
  const shared = saved.views.filter((v) => !v.mine);
  const formats = view.layout.formats.length;
  const defaultFor = objectiveLabel === 'All objectives' ? 'all objectives' : objectiveLabel;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const run = async (action: () => Promise<void> | void, failure: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      close();
    } catch (problem) {
      setError(requestErrorText(problem, failure));
    } finally {
      setBusy(false);
    }
  };
  const openDialog = (next: Dialog) => {
    setOpen(false);
    setDialog(next);
  };

  const defaultsOf = (v: SavedView) => [...saved.defaults].filter(([, id]) => id === v.id).map(([key]) => objectiveName(key));
  const viewButton = (v: SavedView, extra?: ReactNode) => (
    <li key={v.id}>
      <ViewChoice type="button" aria-current={v.id === active?.id ? 'true' : undefined} onClick={() => run(() => view.apply(v), 'The view could not be opened.')}>
        <span>{v.name}</span>
        {extra}
        {defaultsOf(v).length > 0 && <Note>default for {defaultsOf(v).join(', ')}</Note>}
      </ViewChoice>
    </li>
  );

  return (
    <Box
      ref={box}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <Button ref={button} size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {active ? `View: ${active.name}` : 'Views'}
      </Button>
      {dirty && (
        <Unsaved>
          <span aria-hidden="true">●</span> Unsaved changes
        </Unsaved>
      )}
      <Button size="sm" variant="secondary" onClick={() => openDialog({ kind: 'formats' })}>
        {formats ? `Formatting (${formats})` : 'Formatting'}
      </Button>
      {error && !open && <Problem role="alert">{error}</Problem>}
      {open && (
        <Panel id={panelId} role="group" aria-label="Views">
          {saved.loading && <Note>Loading your views…</Note>}
          {saved.error && <Problem role="alert">{requestErrorText(saved.error, 'Your views could not be loaded.')}</Problem>}
          {mine.length > 0 && (
            <Section aria-label="Your views">
              <Heading>Your views</Heading>
              <ul>{mine.map((v) => viewButton(v, v.team ? <Note>shared with {v.team.name}</Note> : null))}</ul>
            </Section>
          )}
          {shared.length > 0 && (
            <Section aria-label="Shared with you">
              <Heading>Shared by your team</Heading>
              <ul>{shared.map((v) => viewButton(v, <Note>by {v.owner.name} · read-only</Note>))}</ul>
            </Section>
          )}
          {!saved.loading && saved.views.length === 0 && <Note>No saved views yet. Save this list’s columns, filters, dates and formatting as one.</Note>}
          <Actions>
            {active?.mine && dirty && (
              <Button size="sm" loading={busy} onClick={() => run(view.save, 'The changes could not be saved.')}>
                Save changes to “{active.name}”
              </Button>
            )}
            {active && dirty && (
              <Button size="sm" variant="secondary" onClick={() => run(view.revert, 'The view could not be opened.')}>
                Revert to “{active.name}”
              </Button>
            )}
            <Button size="sm" variant="secondary" onClick={() => openDialog({ kind: 'save-as' })}>
              Save as new view…
            </Button>
            {active && !active.mine && (
              <Button size="sm" variant="secondary" loading={busy} onClick={() => run(() => view.copy(active), 'The view could not be copied.')}>
                Copy to your views
              </Button>
            )}
            {active && (
              <Button size="sm" variant="ghost" loading={busy} onClick={() => run(() => view.setDefault(!view.isDefault), 'The default could not be changed.')}>
                {view.isDefault ? `Remove as default for ${defaultFor}` : `Make it the default for ${defaultFor}`}
              </Button>
            )}
            {active?.mine && (
              <>
                <Button size="sm" variant="ghost" onClick={() => openDialog({ kind: 'rename', view: active })}>
                  Rename…
                </Button>
                {active.team ? (
                  <Button size="sm" variant="ghost" loading={busy} onClick={() => run(() => view.share(null), 'The view could not be unshared.')}>
                    Stop sharing with {active.team.name}
                  </Button>
                ) : (
                  saved.teams.map((team) => (
                    <Button key={team.id} size="sm" variant="ghost" loading={busy} onClick={() => run(() => view.share(team.id), 'The view could not be shared.')}>
                      Share with {team.name}
                    </Button>
                  ))
                )}
                <Button size="sm" variant="ghost" onClick={() => openDialog({ kind: 'delete', view: active })}>
                  Delete…
                </Button>
              </>
            )}
          </Actions>
          {error && <Problem role="alert">{error}</Problem>}
        </Panel>
      )}
      {dialog && dialog.kind !== 'delete' && (
        <OnDemand key={dialog.kind} onFailed={() => setDialog(null)}>
          {dialog.kind === 'save-as' && (
            <ViewNameDialog
              title="Save as a new view"
              description="The columns, their widths, sort, filters, dates, breakdown and formatting — in any ad account."
              initialName={active ? `${active.name} (2)` : ''}
              submitLabel="Save view"
              onSubmit={view.saveAs}
              onClose={() => setDialog(null)}
            />
          )}
          {dialog.kind === 'rename' && (
            <ViewNameDialog title="Rename the view" initialName={dialog.view.name} submitLabel="Rename" onSubmit={view.rename} onClose={() => setDialog(null)} />
          )}
          {dialog.kind === 'formats' && (
            <FormatRulesDialog rules={view.layout.formats} columns={formatColumns} currency={currency} onApply={view.setFormats} onClose={() => setDialog(null)} />
          )}
        </OnDemand>
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        danger
        busy={busy}
        title={dialog?.kind === 'delete' ? `Delete “${dialog.view.name}”?` : ''}
        message={
          dialog?.kind === 'delete' && dialog.view.team
            ? `${dialog.view.team.name} will no longer see it. The list keeps its columns and formatting.`
            : 'The list keeps its columns and formatting.'
        }
        confirmLabel="Delete view"
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          const target = dialog.view;
          void run(async () => {
            await view.remove(target);
            setDialog(null);
          }, 'The view could not be deleted.');
        }}
      />
    </Box>
  );
}

const Box = styled.div`
  position: relative;
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Unsaved = styled.span`
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

const Panel = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  top: calc(100% + 4px);
  left: 0;
  width: min(320px, calc(100vw - 32px));
  max-height: 460px;
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.muted};
`;

const ViewChoice = styled.button`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 2px 8px;
  width: 100%;
  padding: 6px 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.hover}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.brand}; outline-offset: -2px; }
  &[aria-current='true'] { background: ${({ theme }) => theme.colors.selected}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 4px;
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & > button { justify-content: flex-start; }
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.colors.errorText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
