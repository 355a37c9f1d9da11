// Locations by name: the platform's geo search finds countries, regions and cities; chosen ones are listed with a
// remove button each.
import { useId, useState } from 'react';
import { requestErrorText } from 'shared-graph';
import { Button, Field, TextInput } from 'shared-ui';
import styled from 'styled-components';
import type { PlaceRef } from './campaignPlan';
import { useGeoSearch } from './useCreateSources';

const TYPE_WORD: Record<PlaceRef['type'], string> = { country: 'Country', region: 'Region', city: 'City' };

export function LocationSearch({ places, onChange, error, disabled }: { places: PlaceRef[]; onChange: (next: PlaceRef[]) => void; error?: string; disabled?: boolean }) {
  const [text, setText] = useState('');
  const search = useGeoSearch(text);
  const chosenId = useId();
  const found = search.places.filter((p) => !places.some((c) => c.type === p.type && c.key === p.key));
  const status = text.trim().length < 2 ? '' : search.error ? requestErrorText(search.error, 'The location search did not answer. Type again to retry.') : search.settled ? (found.length ? `${found.length} ${found.length === 1 ? 'place' : 'places'} found.` : `No place called “${text.trim()}”.`) : 'Searching…';
  return (
    <Box>
      <strong id={chosenId}>Locations</strong>
      {places.length === 0 && <Muted>None yet: add at least one.</Muted>}
      <Chosen aria-labelledby={chosenId}>
        {places.map((place) => (
          <li key={`${place.type}:${place.key}`}>
            <span>
              {place.label} <Muted>· {TYPE_WORD[place.type]}</Muted>
            </span>
            <Button size="sm" variant="ghost" disabled={disabled} aria-label={`Remove ${place.label}`} onClick={() => onChange(places.filter((p) => p !== place))}>
              Remove
            </Button>
          </li>
        ))}
      </Chosen>
      <Field label="Add a country, region or city" error={error} hint="Type at least two letters of its name.">
        <TextInput type="search" value={text} autoComplete="off" disabled={disabled} onChange={(e) => setText(e.target.value)} />
      </Field>
      <Status role="status">{status}</Status>
      {found.length > 0 && text.trim().length >= 2 && (
        <Results aria-label="Places found">
          {found.map((place) => (
            <li key={`${place.type}:${place.key}`}>
              <Button
                size="sm"
                variant="secondary"
                disabled={disabled}
                onClick={() => {
                  onChange([...places, place]);
                  setText('');
                }}
              >
                Add {place.label} ({TYPE_WORD[place.type].toLowerCase()})
              </Button>
            </li>
          ))}
        </Results>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Chosen = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  li { display: inline-flex; align-items: center; gap: 4px; padding: 2px 4px 2px 10px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: 999px; overflow-wrap: anywhere; }
`;

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  button { white-space: normal; text-align: left; height: auto; min-height: 32px; }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const Status = styled.p`
  margin: 0;
  min-height: 1em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
