// The ad set half of the create form: the audience (optionally started from a saved collection of the research
// area), devices and placements, and what the objective must promote (pixel, Page, app).
import { useId } from 'react';
import type { PlacementDevice } from 'shared-graph';
import { Button, Field, Select, TextInput } from 'shared-ui';
import styled from 'styled-components';
import type { CreateForm } from './campaignPlan';
import type { FormPartProps } from './CampaignFields';
import { FieldGrid, Wide } from './formLayout';
import { objectiveChoice } from './objectives';
import { PlacementPicker } from './PlacementPicker';
import type { SavedCollection } from './useCreateSources';

const AGES = Array.from({ length: 53 }, (_, i) => 13 + i);

export interface AdsetFieldsProps extends FormPartProps {
  collections: { data?: SavedCollection[]; isLoading: boolean };
  collectionId: string;
  collectionNote: string | null;
  onCollection: (id: string) => void;
  pages: ReadonlyArray<{ id: string; name: string }>;
}

export function AdsetFields({ form, set, errors, collections, collectionId, collectionNote, onCollection, pages }: AdsetFieldsProps) {
  const choice = objectiveChoice(form.objective);
  const targetingId = useId();
  const noCollections = !collections.isLoading && (collections.data ?? []).length === 0;
  return (
    <FieldGrid>
      <Field
        label="Start from a saved collection"
        hint={collectionNote ?? (noCollections ? 'No saved collections yet: save interests in Research first.' : 'Its interests become the ad set’s detailed targeting.')}
      >
        <Select
          value={collectionId}
          onChange={(e) => onCollection(e.target.value)}
          options={[{ value: '', label: collections.isLoading ? 'Loading collections…' : 'None' }, ...(collections.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.count})` }))]}
        />
      </Field>
      <Field label="Ad set name" required error={errors.adsetName}>
        <TextInput value={form.adsetName} maxLength={200} autoComplete="off" onChange={(e) => set('adsetName', e.target.value)} />
      </Field>
      <Field label="Countries" error={errors.countries} hint="Country codes, e.g. ID, MY.">
        <TextInput value={form.countries} autoComplete="off" onChange={(e) => set('countries', e.target.value)} />
      </Field>
      <Field label="Age from" error={errors.ageMin}>
        <Select value={String(form.ageMin)} onChange={(e) => set('ageMin', Number(e.target.value))} options={AGES.map((age) => ({ value: String(age), label: String(age) }))} />
      </Field>
      <Field label="Age to">
        <Select value={String(form.ageMax)} onChange={(e) => set('ageMax', Number(e.target.value))} options={AGES.map((age) => ({ value: String(age), label: age === 65 ? '65+' : String(age) }))} />
      </Field>
      <Field label="Gender">
        <Select value={String(form.gender)} onChange={(e) => set('gender', Number(e.target.value) as CreateForm['gender'])} options={[{ value: '0', label: 'All' }, { value: '1', label: 'Men' }, { value: '2', label: 'Women' }]} />
      </Field>
      <Wide>
        <Targeting role="group" aria-labelledby={targetingId} aria-describedby={errors.interests ? `${targetingId}-error` : undefined} data-invalid={errors.interests ? true : undefined}>
          <strong id={targetingId}>Detailed targeting</strong>
          <span>{form.interests.length ? form.interests.map((i) => i.name).join(', ') : 'None: a broad audience.'}</span>
          {form.interests.length > 0 && (
            <Button size="sm" variant="ghost" onClick={() => set('interests', [])}>
              Clear
            </Button>
          )}
          {errors.interests && <TargetingError id={`${targetingId}-error`}>{errors.interests} Clear it or choose another collection.</TargetingError>}
        </Targeting>
      </Wide>
      <Field label="Devices" hint={choice.devices.length === 1 ? `${choice.label} run on mobile only.` : undefined}>
        <Select
          value={form.device}
          onChange={(e) => set('device', e.target.value as PlacementDevice)}
          options={choice.devices.map((d) => ({ value: d, label: d === 'all' ? 'Mobile and desktop' : d === 'mobile' ? 'Mobile' : 'Desktop' }))}
        />
      </Field>
      <Field label="Placements" error={errors.placements}>
        <Select value={form.placementMode} onChange={(e) => set('placementMode', e.target.value as CreateForm['placementMode'])} options={[{ value: 'automatic', label: 'Advantage+ placements' }, { value: 'manual', label: 'Choose placements' }]} />
      </Field>
      {form.placementMode === 'manual' && (
        <Wide>
          <PlacementPicker placements={form.placements} onChange={(placements) => set('placements', placements)} />
        </Wide>
      )}
      {choice.promoted === 'pixel' && (
        <Field label="Pixel" error={errors.pixelId} hint="The pixel that reports purchases.">
          <TextInput value={form.pixelId} inputMode="numeric" autoComplete="off" onChange={(e) => set('pixelId', e.target.value)} />
        </Field>
      )}
      {choice.promoted === 'page' && (
        <Field label="Facebook Page" error={errors.pageId}>
          <Select value={form.pageId} onChange={(e) => set('pageId', e.target.value)} options={pages.length ? pages.map((p) => ({ value: p.id, label: p.name })) : [{ value: '', label: 'No Pages on this profile' }]} />
        </Field>
      )}
      {choice.promoted === 'app' && (
        <>
          <Field label="App id" required error={errors.applicationId}>
            <TextInput value={form.applicationId} inputMode="numeric" autoComplete="off" onChange={(e) => set('applicationId', e.target.value)} />
          </Field>
          <Field label="App store address" required error={errors.storeUrl}>
            <TextInput type="url" value={form.storeUrl} autoComplete="off" onChange={(e) => set('storeUrl', e.target.value)} />
          </Field>
        </>
      )}
    </FieldGrid>
  );
}

const Targeting = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px ${({ theme }) => theme.space.sm};
`;

const TargetingError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.errorText};
`;
