// A picker over the whole metric catalogue, grouped as the catalogue groups them, with a text filter.
import { useMemo, useState } from 'react';
import { METRICS, type MetricGroup } from 'shared-graph';
import { Button, Checkbox, Modal, TextInput } from 'shared-ui';
import styled from 'styled-components';

const GROUP_LABELS: Record<MetricGroup, string> = {
  delivery: 'Delivery',
  clicks: 'Clicks',
  video: 'Video',
  engagement: 'Engagement',
  purchase: 'Purchases',
  website: 'Website (pixel)',
  lead: 'Leads',
  messaging: 'Messaging',
  app: 'App',
  cpas: 'Collaborative ads (CPAS)',
};

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  max-height: 55vh;
  overflow: auto;
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const NoMatch = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

export const MAX_METRICS = 24;

export interface MetricPickerProps {
  open: boolean;
  value: readonly string[];
  onClose: () => void;
  onSave: (metrics: string[]) => void;
}

export function MetricPicker({ open, value, onClose, onSave }: MetricPickerProps) {
  const [chosen, setChosen] = useState<string[]>([...value]);
  const [filter, setFilter] = useState('');
  const [opened, setOpened] = useState(open);
  if (open !== opened) {
    // Reopening starts from the current choice, not from what was ticked and cancelled last time.
    setOpened(open);
    if (open) {
      setChosen([...value]);
      setFilter('');
    }
  }
  const groups = useMemo(() => {
    const text = filter.trim().toLowerCase();
    const shown = METRICS.filter((m) => !text || m.label.toLowerCase().includes(text) || m.id.includes(text));
    return (Object.keys(GROUP_LABELS) as MetricGroup[]).map((group) => ({ group, metrics: shown.filter((m) => m.group === group) })).filter((g) => g.metrics.length > 0);
  }, [filter]);
  const toggle = (id: string) => setChosen((list) => (list.includes(id) ? list.filter((m) => m !== id) : [...list, id]));
  const tooMany = chosen.length > MAX_METRICS;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Metrics"
      description={`Pick the figures the dashboard shows (${chosen.length} chosen, at most ${MAX_METRICS}).`}
      size="xl"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" disabled={chosen.length === 0 || tooMany} onClick={() => onSave(chosen)}>
            Show these metrics
          </Button>
        </>
      }
    >
      <TextInput aria-label="Find a metric" placeholder="Find a metric" value={filter} onChange={(e) => setFilter(e.target.value)} />
      {tooMany ? <p role="alert">Pick at most {MAX_METRICS} metrics.</p> : null}
      {groups.length === 0 ? <NoMatch role="status">No metric matches “{filter.trim()}”. Try another word, such as “click” or “purchase”.</NoMatch> : null}
      <Groups>
        {groups.map(({ group, metrics }) => (
          <Group key={group}>
            <legend>{GROUP_LABELS[group]}</legend>
            {metrics.map((m) => (
              <Checkbox key={m.id} label={m.label} checked={chosen.includes(m.id)} onChange={() => toggle(m.id)} />
            ))}
          </Group>
        ))}
      </Groups>
    </Modal>
  );
}
