// Step 2: the ad set — conversion location and performance goal the objective allows, what it promotes (pixel and
// custom conversion by name, Page, app), budget when the ad set holds it, schedule, audience and placements.
import { useId } from 'react';
import { Button, Field, formatDateTime, Select, TextInput } from 'shared-ui';
import styled from 'styled-components';
import { BudgetFields } from './BudgetFields';
import type { CreateForm } from './campaignPlan';
import { FieldGrid, Wide } from '../common/fieldGrid';
import { LocationSearch } from './LocationSearch';
import { eventLabel, goalOf, locationOf, objectiveOption } from './odaxMatrix';
import { PlacementPicker } from './PlacementPicker';
import type { StepProps } from './stepProps';
import type { CustomConversion, Pixel, SavedCollection } from './useCreateSources';

const AGES = Array.from({ length: 48 }, (_, i) => 18 + i);

export interface AdsetStepProps extends StepProps {
  collections: { data?: SavedCollection[]; isLoading: boolean };
  collectionNote: string | null;
  onCollection: (id: string) => void;
  pixels: { data?: Pixel[]; isLoading: boolean };
  conversions: { data?: CustomConversion[] };
  pages: ReadonlyArray<{ id: string; name: string }>;
}

/** "Last active 3 Nov 2026, 14:02" or "No activity yet". */
function activity(time: string | undefined, timeZone: string | null): string {
  if (!time) return 'no activity yet';
  try {
    return `last active ${formatDateTime(time, { timeZone: timeZone ?? undefined })}`;
  } catch {
    return `last active ${time}`;
  }
}

export function AdsetStep(props: AdsetStepProps) {
  const { form, set, errors, account, locked, collections, collectionNote, onCollection, pixels, conversions, pages } = props;
  const objective = objectiveOption(form.objective);
  const location = locationOf(form.objective, form.location);
  const goal = goalOf(location, form.goal);
  const targetingId = useId();
  const noCollections = !collections.isLoading && (collections.data ?? []).length === 0;
  const pixelConversions = (conversions.data ?? []).filter((c) => !c.is_archived && (!c.pixel || c.pixel.id === form.pixelId));
  const chooseLocation = (id: string) => {
    const next = locationOf(form.objective, id);
    set('location', next.id);
    set('goal', next.goals[0]!.goal);
    set('customEvent', next.events?.[0] ?? 'PURCHASE');
    set('customConversionId', '');
  };
  return (
    <FieldGrid $columnMin={240}>
      <Field label="Ad set name" required error={errors.adsetName}>
        <TextInput value={form.adsetName} maxLength={200} autoComplete="off" disabled={locked} onChange={(e) => set('adsetName', e.target.value)} />
      </Field>
      <Field label="Conversion location" hint={`Where ${objective.label.toLowerCase()} happen.`}>
        <Select value={location.id} disabled={locked || objective.locations.length === 1} onChange={(e) => chooseLocation(e.target.value)} options={objective.locations.map((l) => ({ value: l.id, label: l.label }))} />
      </Field>
      <Field label="Performance goal" error={errors.goal}>
        <Select value={goal.goal} disabled={locked} onChange={(e) => set('goal', e.target.value)} options={location.goals.map((g) => ({ value: g.goal, label: g.label }))} />
      </Field>
      {location.promoted === 'pixel' && (
        <>
          <Field label="Pixel" required error={errors.pixelId} hint={pixels.isLoading ? 'Loading the account’s pixels…' : (pixels.data ?? []).length === 0 ? 'This ad account has no pixel: create one in Events Manager.' : undefined}>
            <Select
              value={form.pixelId}
              disabled={locked}
              onChange={(e) => set('pixelId', e.target.value)}
              options={[{ value: '', label: 'Choose a pixel' }, ...(pixels.data ?? []).map((p) => ({ value: p.id, label: `${p.name} — ${activity(p.last_fired_time, account.timeZone)}` }))]}
            />
          </Field>
          <Field label="Conversion event" hint={form.customConversionId ? 'The custom conversion sets the event.' : undefined}>
            <Select
              value={form.customConversionId ? `cc:${form.customConversionId}` : form.customEvent}
              disabled={locked}
              onChange={(e) => {
                const value = e.target.value;
                if (value.startsWith('cc:')) {
                  const conversion = pixelConversions.find((c) => c.id === value.slice(3));
                  set('customConversionId', value.slice(3));
                  set('customEvent', conversion?.custom_event_type ?? 'OTHER');
                } else {
                  set('customConversionId', '');
                  set('customEvent', value);
                }
              }}
              options={[
                ...(location.events ?? []).map((event) => ({ value: event, label: eventLabel(event) })),
                ...pixelConversions.map((c) => ({ value: `cc:${c.id}`, label: `Custom conversion: ${c.name} — ${activity(c.last_fired_time, account.timeZone)}` })),
              ]}
            />
          </Field>
        </>
      )}
      {location.promoted === 'page' && (
        <Field label="Facebook Page" required error={errors.promotedPageId}>
          <Select value={form.promotedPageId} disabled={locked} onChange={(e) => set('promotedPageId', e.target.value)} options={[{ value: '', label: pages.length ? 'Choose a Page' : 'No Pages on this profile' }, ...pages.map((p) => ({ value: p.id, label: p.name }))]} />
        </Field>
      )}
      {location.promoted === 'app' && (
        <>
          <Field label="App id" required error={errors.applicationId}>
            <TextInput value={form.applicationId} inputMode="numeric" autoComplete="off" disabled={locked} onChange={(e) => set('applicationId', e.target.value)} />
          </Field>
          <Field label="App store address" required error={errors.storeUrl}>
            <TextInput type="url" value={form.storeUrl} autoComplete="off" disabled={locked} onChange={(e) => set('storeUrl', e.target.value)} />
          </Field>
        </>
      )}
      {form.budgetLevel === 'adset' && <BudgetFields {...props} />}
      <Field label="Starts" error={errors.start} hint="Empty: as soon as you turn it on.">
        <TextInput type="datetime-local" value={form.start} disabled={locked} onChange={(e) => set('start', e.target.value)} />
      </Field>
      <Field label="Ends" error={errors.end} hint={form.budgetType === 'lifetime' ? 'Needed for a lifetime budget.' : 'Empty: runs until you turn it off.'}>
        <TextInput type="datetime-local" value={form.end} disabled={locked} onChange={(e) => set('end', e.target.value)} />
      </Field>
      <Wide>
        <LocationSearch places={form.places} onChange={(places) => set('places', places)} error={errors.places} disabled={locked} />
      </Wide>
      <Field label="Age from" error={errors.ageMin}>
        <Select value={String(form.ageMin)} disabled={locked} onChange={(e) => set('ageMin', Number(e.target.value))} options={AGES.map((age) => ({ value: String(age), label: String(age) }))} />
      </Field>
      <Field label="Age to">
        <Select value={String(form.ageMax)} disabled={locked} onChange={(e) => set('ageMax', Number(e.target.value))} options={AGES.map((age) => ({ value: String(age), label: age === 65 ? '65+' : String(age) }))} />
      </Field>
      <Field label="Gender">
        <Select value={String(form.gender)} disabled={locked} onChange={(e) => set('gender', Number(e.target.value) as CreateForm['gender'])} options={[{ value: '0', label: 'All' }, { value: '1', label: 'Men' }, { value: '2', label: 'Women' }]} />
      </Field>
      <Field label="Detailed targeting from a saved collection" hint={collectionNote ?? (noCollections ? 'No saved collections yet: save interests in Research first.' : 'Its interests become the ad set’s detailed targeting.')}>
        <Select
          value={form.collectionId}
          disabled={locked}
          onChange={(e) => onCollection(e.target.value)}
          options={[{ value: '', label: collections.isLoading ? 'Loading collections…' : 'None' }, ...(collections.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.count})` }))]}
        />
      </Field>
      <Wide>
        <Targeting role="group" aria-labelledby={targetingId} aria-describedby={errors.interests ? `${targetingId}-error` : undefined} data-invalid={errors.interests ? true : undefined}>
          <strong id={targetingId}>Detailed targeting</strong>
          <span>{form.interests.length ? form.interests.map((i) => i.name).join(', ') : 'None: a broad audience.'}</span>
          {form.interests.length > 0 && !locked && (
            <Button size="sm" variant="ghost" onClick={() => { set('interests', []); set('collectionId', ''); }}>
              Clear
            </Button>
          )}
          {errors.interests && <ErrorLine id={`${targetingId}-error`}>{errors.interests} Clear it or choose another collection.</ErrorLine>}
        </Targeting>
      </Wide>
      <Field label="Devices">
        <Select value={form.device} disabled={locked} onChange={(e) => set('device', e.target.value as CreateForm['device'])} options={[{ value: 'all', label: 'Mobile and desktop' }, { value: 'mobile', label: 'Mobile only' }, { value: 'desktop', label: 'Desktop only' }]} />
      </Field>
      <Field label="Placements" error={errors.positions}>
        <Select value={form.placementMode} disabled={locked} onChange={(e) => set('placementMode', e.target.value as CreateForm['placementMode'])} options={[{ value: 'automatic', label: 'Advantage+ placements (recommended)' }, { value: 'manual', label: 'Manual placements' }]} />
      </Field>
      {form.placementMode === 'manual' && (
        <Wide>
          <PlacementPicker chosen={form.positions} onChange={(positions) => set('positions', positions)} disabled={locked} />
        </Wide>
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

const ErrorLine = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.errorText};
`;
