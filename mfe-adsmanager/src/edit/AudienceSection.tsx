// Who an ad set reaches: ages, gender, locations found by name, detailed targeting from the team's saved collections,
// custom and lookalike audiences in and out. A setting the selection does not share stays each one's until replaced.
import { useId, useState } from 'react';
import { Button, Field, Select } from 'shared-ui';
import type { InterestRef } from '../create/campaignPlan';
import { LocationSearch } from '../create/LocationSearch';
import { collectionInterests, useSavedCollections } from '../create/useCreateSources';
import { AudiencePicker } from './AudiencePicker';
import { FieldGrid, Wide } from '../common/fieldGrid';
import { Chips, GroupError, Note, Section } from './editLayout';
import { MIXED, type SectionProps } from './sectionProps';
import { narrowsByGroups } from './targetingEdits';

const AGES = Array.from({ length: 48 }, (_, i) => 18 + i);

export function AudienceSection(props: SectionProps) {
  const { draft, set, errors, mixed, targets, teamId, disabled } = props;
  const unread = targets.filter((t) => t.targeting === null).length;
  const ageOptions = (field: 'ageMin' | 'ageMax') => [
    ...(draft[field] === '' ? [{ value: '', label: MIXED }] : []),
    ...AGES.map((age) => ({ value: String(age), label: field === 'ageMax' && age === 65 ? '65+' : String(age) })),
  ];
  return (
    <Section aria-labelledby="edit-audience-heading">
      <h3 id="edit-audience-heading">Audience</h3>
      {unread > 0 && <Note role="status">{`The audience of ${unread === 1 ? '1 ad set' : `${unread} ad sets`} could not be read: ${unread === 1 ? 'it keeps' : 'they keep'} theirs.`}</Note>}
      <FieldGrid>
        <Field label="Age from" error={errors.age}>
          <Select value={draft.ageMin} disabled={disabled} onChange={(e) => set('ageMin', e.target.value)} options={ageOptions('ageMin')} />
        </Field>
        <Field label="Age to">
          <Select value={draft.ageMax} disabled={disabled} onChange={(e) => set('ageMax', e.target.value)} options={ageOptions('ageMax')} />
        </Field>
        <Field label="Gender" error={errors.gender}>
          <Select
            value={draft.gender}
            disabled={disabled}
            onChange={(e) => set('gender', e.target.value)}
            options={[...(mixed.has('gender') && !draft.gender ? [{ value: '', label: MIXED }] : []), { value: '0', label: 'All' }, { value: '1', label: 'Men' }, { value: '2', label: 'Women' }]}
          />
        </Field>
        <Wide>
          {draft.places ? (
            <LocationSearch places={draft.places} onChange={(places) => set('places', places)} error={errors.places} disabled={disabled} />
          ) : (
            <Replace what="Locations" onReplace={() => set('places', [])} disabled={disabled} error={errors.places} />
          )}
        </Wide>
        <Wide>
          {draft.interests ? (
            <DetailedTargeting {...props} interests={draft.interests} teamId={teamId} narrowed={targets.length === 1 && narrowsByGroups(targets[0]!.targeting)} />
          ) : (
            <Replace what="Detailed targeting" onReplace={() => set('interests', [])} disabled={disabled} error={errors.interests} />
          )}
        </Wide>
        <Wide>
          {draft.audiences ? (
            <AudiencePicker {...props} legend="Custom and lookalike audiences to reach" chosen={draft.audiences} onChange={(next) => set('audiences', next)} error={errors.audiences} />
          ) : (
            <Replace what="Custom audiences" onReplace={() => set('audiences', [])} disabled={disabled} error={errors.audiences} />
          )}
        </Wide>
        <Wide>
          {draft.excludedAudiences ? (
            <AudiencePicker {...props} legend="Exclude people in these audiences" chosen={draft.excludedAudiences} onChange={(next) => set('excludedAudiences', next)} error={errors.excludedAudiences} />
          ) : (
            <Replace what="Excluded audiences" onReplace={() => set('excludedAudiences', [])} disabled={disabled} error={errors.excludedAudiences} />
          )}
        </Wide>
      </FieldGrid>
    </Section>
  );
}

/** A list the selection does not share: each keeps its own, or the user replaces it for all. */
export function Replace({ what, onReplace, disabled, error }: { what: string; onReplace: () => void; disabled: boolean; error?: string }) {
  return (
    <div>
      <strong>{what}</strong>
      <Note>{`${MIXED}.`}</Note>
      <Button size="sm" variant="secondary" disabled={disabled} onClick={onReplace}>
        {`Replace the ${what.toLowerCase()} of all`}
      </Button>
      {error && <GroupError>{error}</GroupError>}
    </div>
  );
}

function DetailedTargeting({ set, errors, disabled, interests, teamId, narrowed }: SectionProps & { interests: InterestRef[]; narrowed: boolean }) {
  const headingId = useId();
  const collections = useSavedCollections(teamId);
  const [note, setNote] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const add = async (id: string) => {
    if (!id) return;
    setReading(true);
    try {
      const items = await collectionInterests(teamId, Number(id));
      const fresh = items.filter((item) => !interests.some((i) => i.id === item.id));
      set('interests', [...interests, ...fresh]);
      const name = collections.data?.find((c) => String(c.id) === id)?.name ?? '';
      setNote(`${fresh.length} ${fresh.length === 1 ? 'item' : 'items'} from “${name}” added.`);
    } catch {
      setNote('The collection could not be read. Choose it again to retry.');
    } finally {
      setReading(false);
    }
  };
  const none = !collections.isLoading && (collections.data ?? []).length === 0;
  return (
    <div role="group" aria-labelledby={headingId}>
      <strong id={headingId}>Detailed targeting</strong>
      {narrowed && <Note>Its items are in several groups (people must match each); saving makes them one group (people match any).</Note>}
      {interests.length === 0 ? (
        <Note>None: a broad audience.</Note>
      ) : (
        <Chips aria-label="Detailed targeting items">
          {interests.map((item) => (
            <li key={`${item.kind}:${item.id}`}>
              <span>{item.name}</span>
              <Button size="sm" variant="ghost" disabled={disabled} aria-label={`Remove ${item.name}`} onClick={() => set('interests', interests.filter((i) => i !== item))}>
                Remove
              </Button>
            </li>
          ))}
        </Chips>
      )}
      {errors.interests && <GroupError>{errors.interests}</GroupError>}
      <Field label="Add from a saved collection" hint={note ?? (none ? 'No saved collections yet: save interests in Research first.' : 'Its interests join the detailed targeting.')}>
        <Select
          value=""
          disabled={disabled || reading}
          onChange={(e) => void add(e.target.value)}
          options={[{ value: '', label: collections.isLoading ? 'Loading collections…' : 'Choose a collection' }, ...(collections.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.count})` }))]}
        />
      </Field>
      {interests.length > 0 && (
        <Button size="sm" variant="ghost" disabled={disabled} onClick={() => set('interests', [])}>
          Clear detailed targeting
        </Button>
      )}
    </div>
  );
}
