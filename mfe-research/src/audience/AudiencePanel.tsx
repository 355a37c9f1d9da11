import { useState } from 'react';
import styled from 'styled-components';
import { useAdSettings, useAudienceSettings, useLanguage, type Gender, type Objective, type Relationship } from 'shared-graph';
import { optimizationGoalFor } from '../targeting/buildTargetingSpec';
import { Badge, Checkbox, Field, IconButton, Inline, Select, TextInput } from 'shared-ui';
import {
  addLocation,
  AGE_MAX,
  AGE_MIN,
  countryGroups,
  GENDER_LABELS,
  locationName,
  RELATIONSHIP_LABELS,
  removeLocation,
  toggleRelationship,
  readAges,
  type AgeField,
} from './locations';
import { useLocationSearch } from './useLocationSearch';

const OBJECTIVES: Objective[] = [
  'CONVERSIONS',
  'MESSAGES',
  'LINK_CLICKS',
  'POST_ENGAGEMENT',
  'REACH',
  'BRAND_AWARENESS',
  'VIDEO_VIEWS',
  'APP_INSTALLS',
  'LEAD_GENERATION',
];

/** Locations, gender, age, relationship and objective of every research call; kept in the session. */
export function AudiencePanel() {
  const [settings, setSettings] = useAudienceSettings();
  const [adSettings, setAdSettings] = useAdSettings();
  const language = useLanguage();
  const [query, setQuery] = useState('');
  const [ageStart, setAgeStart] = useState(String(settings.ageStart));
  const [ageEnd, setAgeEnd] = useState(String(settings.ageEnd));
  const [ageError, setAgeError] = useState<{ field: AgeField; message: string } | null>(null);

  const [savedAges, setSavedAges] = useState([settings.ageStart, settings.ageEnd]);
  if (savedAges[0] !== settings.ageStart || savedAges[1] !== settings.ageEnd) {
    setSavedAges([settings.ageStart, settings.ageEnd]);
    setAgeStart(String(settings.ageStart));
    setAgeEnd(String(settings.ageEnd));
    setAgeError(null);
  }

  const { locations: results, error: searchError } = useLocationSearch(query);

  const groupOptions = [...countryGroups(language), ...results];
  // A refused age keeps what was typed, says why on its field, and leaves the session's ages as they were.
  const commitAges = () => {
    const read = readAges(ageStart, ageEnd);
    if ('message' in read) {
      setAgeError(read);
      return;
    }
    setAgeError(null);
    setAgeStart(String(read.ageStart));
    setAgeEnd(String(read.ageEnd));
    setSettings((s) => ({ ...s, ageStart: read.ageStart, ageEnd: read.ageEnd }));
  };
  const ageErrorOf = (field: AgeField) => (ageError?.field === field ? ageError.message : undefined);

  return (
    <Panel aria-label="Audience settings">
      <Field label="Locations">
        <Inline gap="xs" wrap>
          {settings.locations.map((location) => (
            <Badge key={`${location.type}:${location.key ?? location.code}`} tone="brand">
              {locationName(location, language)}
              <IconButton size="sm" label={`Remove ${locationName(location, language)}`} icon="×" onClick={() => setSettings((s) => removeLocation(s, location))} />
            </Badge>
          ))}
          {settings.locations.length === 0 && <Hint>Indonesia (default)</Hint>}
        </Inline>
      </Field>
      <Field label="Add location" error={searchError ?? undefined}>
        <TextInput controlSize="sm" value={query} placeholder="Country, region or city" onChange={(e) => setQuery(e.target.value)} />
      </Field>
      {(query.trim() !== '' || groupOptions.length > 0) && (
        // Buttons in a plain list: an option may not hold a button (axe nested-interactive).
        <Suggestions aria-label="Location suggestions">
          {groupOptions.map((location) => (
            <li key={`${location.type}:${location.key ?? location.code}`}>
              <SuggestionButton
                type="button"
                onClick={() => {
                  setSettings((s) => addLocation(s, location));
                  setQuery('');
                }}
              >
                {locationName(location, language)} <Hint>{location.type}</Hint>
              </SuggestionButton>
            </li>
          ))}
        </Suggestions>
      )}
      {/* Side by side in two equal columns: a refused age's message wraps under its own field. */}
      <AgeRow>
        <Field label="Age from" error={ageErrorOf('start')}>
          <TextInput controlSize="sm" type="number" min={AGE_MIN} max={AGE_MAX} width="70px" value={ageStart} onChange={(e) => setAgeStart(e.target.value)} onBlur={commitAges} />
        </Field>
        <Field label="Age to" hint={Number(ageEnd) >= AGE_MAX ? '65+' : undefined} error={ageErrorOf('end')}>
          <TextInput controlSize="sm" type="number" min={AGE_MIN} max={AGE_MAX} width="70px" value={ageEnd} onChange={(e) => setAgeEnd(e.target.value)} onBlur={commitAges} />
        </Field>
      </AgeRow>
      <Inline gap="sm" wrap align="flex-end">
        <Field label="Gender">
          <Select
            controlSize="sm"
            value={String(settings.gender)}
            onChange={(e) => setSettings((s) => ({ ...s, gender: Number(e.target.value) as Gender }))}
            options={([0, 1, 2] as Gender[]).map((g) => ({ value: String(g), label: GENDER_LABELS[g] }))}
          />
        </Field>
        <Field label="Objective" hint={`Optimized for ${optimizationGoalFor(adSettings.objective)}`}>
          <Select
            controlSize="sm"
            value={adSettings.objective}
            onChange={(e) => setAdSettings((s) => ({ ...s, objective: e.target.value as Objective }))}
            options={OBJECTIVES.map((o) => ({ value: o, label: o.replace(/_/g, ' ').toLowerCase() }))}
          />
        </Field>
      </Inline>
      <fieldset>
        <legend>Relationship status</legend>
        <Inline gap="sm" wrap>
          {(Object.keys(RELATIONSHIP_LABELS) as Relationship[]).map((status) => (
            <Checkbox
              key={status}
              label={RELATIONSHIP_LABELS[status]}
              checked={settings.relationship.includes(status)}
              onChange={() => setSettings((s) => toggleRelationship(s, status))}
            />
          ))}
        </Inline>
      </fieldset>
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
  }
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const AgeRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Suggestions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const SuggestionButton = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  padding: 2px ${({ theme }) => theme.space.sm};
  cursor: pointer;
  font: inherit;
`;
