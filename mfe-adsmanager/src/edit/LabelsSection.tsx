// Ad labels: the account's labels to put on or take off (on some of the selection: left as each has it until
// chosen), and a new label made in the account and put on at once.
import { useState } from 'react';
import { isGraphError, requestErrorText } from 'shared-graph';
import { Button, Checkbox, Field, TextInput } from 'shared-ui';
import styled from 'styled-components';
import { GroupError, Note, Section } from './editLayout';
import type { SectionProps } from './sectionProps';
import type { LabelState } from './settingsDraft';
import { createAdLabel, useAccountLabels } from './useEditSources';

const NEXT: Record<LabelState, LabelState> = { mixed: 'on', on: 'off', off: 'on' };

export function LabelsSection({ draft, set, errors, targets, accountId, disabled }: SectionProps) {
  const labels = useAccountLabels(accountId);
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Labels the objects carry are listed even before the account's list arrives.
  const carried = targets.flatMap((t) => t.asset.adlabels);
  const known = [...(labels.data?.data ?? []), ...carried].filter((label, i, all) => all.findIndex((l) => l.id === label.id) === i);
  const stateOf = (id: string): LabelState => draft.labels[id] ?? 'off';

  const create = async () => {
    if (!name.trim()) {
      setRefusal('Type the new label’s name.');
      return;
    }
    setCreating(true);
    setRefusal(null);
    try {
      const label = await createAdLabel(accountId, name);
      set('labels', { ...draft.labels, [label.id]: 'on' });
      setName('');
      void labels.refetch();
    } catch (error) {
      setRefusal(isGraphError(error) ? error.userMessage || error.message : (requestErrorText(error, 'The label could not be made. Try again.') ?? 'The label could not be made.'));
    } finally {
      setCreating(false);
    }
  };

  return (
    <Section aria-labelledby="edit-labels-heading">
      <h3 id="edit-labels-heading">Labels</h3>
      {labels.isLoading && known.length === 0 && <Note>Loading the account’s labels…</Note>}
      {!labels.isLoading && known.length === 0 && <Note>No labels in this ad account yet: make one below.</Note>}
      {known.length > 0 && (
        <List aria-label="Labels">
          {known.map((label) => (
            <li key={label.id}>
              <Checkbox
                label={label.name}
                description={stateOf(label.id) === 'mixed' ? 'On some of them: left as each has it.' : undefined}
                checked={stateOf(label.id) === 'on'}
                indeterminate={stateOf(label.id) === 'mixed'}
                disabled={disabled}
                onChange={() => set('labels', { ...draft.labels, [label.id]: NEXT[stateOf(label.id)] })}
              />
            </li>
          ))}
        </List>
      )}
      {errors.labels && <GroupError>{errors.labels}</GroupError>}
      <Create>
        <Field label="New label" error={refusal}>
          <TextInput
            value={name}
            maxLength={100}
            autoComplete="off"
            disabled={disabled || creating}
            onChange={(e) => {
              setName(e.target.value);
              setRefusal(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void create();
              }
            }}
          />
        </Field>
        <Button size="sm" variant="secondary" loading={creating} disabled={disabled} onClick={() => void create()}>
          Make label
        </Button>
      </Create>
    </Section>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  overflow-wrap: anywhere;
`;

const Create = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  & > :first-child { flex: 1 1 200px; }
  & > button { margin-top: 22px; }
`;
