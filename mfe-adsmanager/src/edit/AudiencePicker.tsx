// The account's custom and lookalike audiences as a list of checkboxes (reach them, or exclude them).
import { useId } from 'react';
import { Checkbox, formatNumber } from 'shared-ui';
import styled from 'styled-components';
import { GroupError, Note } from './editLayout';
import type { SectionProps } from './sectionProps';
import type { AudienceRef } from './targetingEdits';
import { useAccountAudiences, type CustomAudience } from './useEditSources';

const SUBTYPE: Record<string, string> = { LOOKALIKE: 'lookalike', WEBSITE: 'website', CUSTOM: 'customer list', ENGAGEMENT: 'engagement', VIDEO: 'video viewers', APP: 'app activity' };

interface AudiencePickerProps extends SectionProps {
  legend: string;
  chosen: AudienceRef[];
  onChange: (next: AudienceRef[]) => void;
  error?: string;
}

export function AudiencePicker({ accountId, legend, chosen, onChange, error, disabled }: AudiencePickerProps) {
  const errorId = useId();
  const audiences = useAccountAudiences(accountId, true);
  const known = audiences.data?.data ?? [];
  // Audiences the object has that the list does not show (shared from another account) stay choosable.
  const all: CustomAudience[] = [...known, ...chosen.filter((c) => !known.some((a) => a.id === c.id))];
  return (
    <Box aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {audiences.isLoading && <Note>Loading the account’s audiences…</Note>}
      {audiences.error && <Note>The account’s audiences could not be read.</Note>}
      {!audiences.isLoading && all.length === 0 && <Note>This ad account has no custom audiences.</Note>}
      <List>
        {all.map((audience) => {
          const on = chosen.some((c) => c.id === audience.id);
          const count = audience.approximate_count_lower_bound ?? 0;
          const size = count > 0 ? ` · ${formatNumber(count, 0)}+ people` : '';
          const kind = audience.subtype ? ` (${SUBTYPE[audience.subtype] ?? audience.subtype.toLowerCase()})` : '';
          return (
            <li key={audience.id}>
              <Checkbox
                label={`${audience.name}${kind}${size}`}
                checked={on}
                disabled={disabled}
                onChange={(e) => onChange(e.target.checked ? [...chosen, { id: audience.id, name: audience.name }] : chosen.filter((c) => c.id !== audience.id))}
              />
            </li>
          );
        })}
      </List>
      {error && <GroupError id={errorId}>{error}</GroupError>}
    </Box>
  );
}

const Box = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  min-width: 0;
  legend { padding: 0 4px; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.error}; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
  max-height: 180px;
  overflow: auto;
  overflow-wrap: anywhere;
`;
