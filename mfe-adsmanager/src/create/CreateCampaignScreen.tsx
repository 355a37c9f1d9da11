// /create/:account/campaign — a paused campaign and its paused ad set in one form: objective (mapped to Meta's
// outcome objectives), devices and placements, special ad categories, campaign or ad set budget with the platform's
// floor, schedule, bid strategy, then the audience — optionally started from a saved collection.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { allPlacements, notify, type PlacementDevice } from 'shared-graph';
import { Button, Card, Checkbox, ErrorState, Field, Form, FormActions, formatMoney, PageHeader, Select, Spinner, TextInput } from 'shared-ui';
import styled from 'styled-components';
import { useAdsAccount, type AdsAccount } from '../common/useAdsAccount';
import { checkForm, type CreateForm, type FieldErrors } from './campaignPlan';
import { BID_STRATEGIES, OBJECTIVE_CHOICES, objectiveChoice, SPECIAL_AD_CATEGORIES } from './objectives';
import { PlacementPicker } from './PlacementPicker';
import { useCreateCampaign } from './useCreateCampaign';
import { collectionInterests, useAccountPixel, usePages, useSavedCollections } from './useCreateSources';

export function CreateCampaignScreen() {
  const { account: urlAccount } = useParams();
  const state = useAdsAccount(urlAccount);
  if (state.unknown) return <ErrorState title="Ad account not available" message={`${urlAccount} is not one of the ad accounts you can use.`} />;
  if (!state.account) return <Spinner label="Loading the ad account" />;
  return <CreateCampaign account={state.account} />;
}

function initialForm(): CreateForm {
  return {
    campaignName: '',
    objective: 'CONVERSIONS',
    specialCategories: [],
    budgetLevel: 'adset',
    budgetType: 'daily',
    budget: '',
    start: '',
    end: '',
    bidStrategy: 'LOWEST_COST_WITHOUT_CAP',
    bidAmount: '',
    adsetName: '',
    countries: 'ID',
    ageMin: 18,
    ageMax: 65,
    gender: 0,
    interests: [],
    device: 'all',
    placementMode: 'automatic',
    placements: allPlacements(true),
    pixelId: '',
    pageId: '',
    applicationId: '',
    storeUrl: '',
  };
}

function CreateCampaign({ account }: { account: AdsAccount }) {
  const navigate = useNavigate();
  const [draft, setForm] = useState<CreateForm>(initialForm);
  const [checked, setChecked] = useState<FieldErrors>({});
  const [collectionNote, setCollectionNote] = useState<string | null>(null);
  const creation = useCreateCampaign(account.id, account.currency);
  const collections = useSavedCollections(account.teamId);
  const pixel = useAccountPixel(account.id);
  const pages = usePages();
  const choice = objectiveChoice(draft.objective);
  const set = <K extends keyof CreateForm>(key: K, value: CreateForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const errors = { ...checked, ...creation.errors };

  // The promoted objects the platform needs come from what the account has unless the user typed others, and a
  // device the objective cannot use falls back to the first it can.
  const form: CreateForm = {
    ...draft,
    pixelId: draft.pixelId || pixel || '',
    pageId: draft.pageId || pages[0]?.id || '',
    device: choice.devices.includes(draft.device) ? draft.device : choice.devices[0]!,
  };

  const startFrom = async (id: string) => {
    if (!id) return;
    try {
      const interests = await collectionInterests(account.teamId, Number(id));
      const name = collections.data?.find((c) => String(c.id) === id)?.name ?? '';
      setForm((f) => ({ ...f, interests, adsetName: f.adsetName || name }));
      setCollectionNote(`${interests.length} ${interests.length === 1 ? 'item' : 'items'} from "${name}".`);
    } catch {
      setCollectionNote('The collection could not be read. Try again.');
    }
  };

  const submit = async () => {
    const problems = checkForm(form, account.currency, account.minDailyBudget);
    setChecked(problems);
    if (Object.keys(problems).length) return;
    const made = await creation.create(form);
    if (made) {
      notify.success(`Campaign "${form.campaignName.trim()}" and its ad set were created, paused.`);
      navigate(`/adsmanager/${account.id}/campaigns/${made.campaignId}/children`);
    }
  };

  const floor = account.minDailyBudget !== null ? `At least ${formatMoney(account.minDailyBudget, account.currency)} a day.` : undefined;
  return (
    <Page>
      <PageHeader breadcrumbs={<Link to={`/adsmanager/${account.id}/campaigns`}>← Ads manager</Link>} title="Create campaign" description={`${account.name} · ${account.currency} · created paused`} />
      {creation.campaignId && <p role="status">The campaign is made (id {creation.campaignId}); only the ad set is left. Fix what is marked and create again.</p>}
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Card title="Campaign">
          <Fields>
            <Field label="Campaign name" required error={errors.campaignName}>
              <TextInput value={form.campaignName} maxLength={200} onChange={(e) => set('campaignName', e.target.value)} disabled={Boolean(creation.campaignId)} />
            </Field>
            <Field label="Objective" error={errors.objective} hint={`Created as ${choice.odax.replace('OUTCOME_', '').toLowerCase()} (Meta's current objective).`}>
              <Select value={form.objective} onChange={(e) => set('objective', e.target.value)} options={OBJECTIVE_CHOICES.map((o) => ({ value: o.id, label: o.label }))} disabled={Boolean(creation.campaignId)} />
            </Field>
            <Group>
              <legend>Special ad categories</legend>
              {SPECIAL_AD_CATEGORIES.map((c) => (
                <Checkbox
                  key={c.value}
                  label={c.label}
                  checked={form.specialCategories.includes(c.value)}
                  onChange={(e) => set('specialCategories', e.target.checked ? [...form.specialCategories, c.value] : form.specialCategories.filter((v) => v !== c.value))}
                />
              ))}
              {errors.specialCategories && <ErrorLine role="alert">{errors.specialCategories}</ErrorLine>}
            </Group>
            <Field label="Budget on">
              <Select
                value={form.budgetLevel}
                onChange={(e) => set('budgetLevel', e.target.value as CreateForm['budgetLevel'])}
                options={[
                  { value: 'adset', label: 'The ad set' },
                  { value: 'campaign', label: 'The campaign (Advantage campaign budget)' },
                ]}
              />
            </Field>
            <Field label="Budget type">
              <Select value={form.budgetType} onChange={(e) => set('budgetType', e.target.value as CreateForm['budgetType'])} options={[{ value: 'daily', label: 'Daily' }, { value: 'lifetime', label: 'Lifetime' }]} />
            </Field>
            <Field label={`Budget (${account.currency})`} required error={errors.budget} hint={floor}>
              <TextInput inputMode="decimal" value={form.budget} onChange={(e) => set('budget', e.target.value)} />
            </Field>
            <Field label="Starts" error={errors.start}>
              <TextInput type="datetime-local" value={form.start} onChange={(e) => set('start', e.target.value)} />
            </Field>
            <Field label="Ends" error={errors.end} hint="Leave empty to run until you turn it off (needed for a lifetime budget).">
              <TextInput type="datetime-local" value={form.end} onChange={(e) => set('end', e.target.value)} />
            </Field>
            <Field label="Bid strategy" error={errors.bidStrategy}>
              <Select value={form.bidStrategy} onChange={(e) => set('bidStrategy', e.target.value)} options={BID_STRATEGIES.map((b) => ({ value: b.value, label: b.label }))} />
            </Field>
            {BID_STRATEGIES.find((b) => b.value === form.bidStrategy)?.needsAmount && (
              <Field label={`Bid amount (${account.currency})`} required error={errors.bidAmount}>
                <TextInput inputMode="decimal" value={form.bidAmount} onChange={(e) => set('bidAmount', e.target.value)} />
              </Field>
            )}
          </Fields>
        </Card>
        <Card title="Ad set">
          <Fields>
            <Field label="Start from a saved collection" hint={collectionNote ?? 'Its interests become the ad set’s detailed targeting.'}>
              <Select
                value=""
                onChange={(e) => void startFrom(e.target.value)}
                options={[{ value: '', label: collections.isLoading ? 'Loading collections…' : 'Choose a collection' }, ...(collections.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.count})` }))]}
              />
            </Field>
            <Field label="Ad set name" required error={errors.adsetName}>
              <TextInput value={form.adsetName} maxLength={200} onChange={(e) => set('adsetName', e.target.value)} />
            </Field>
            <Field label="Countries" error={errors.countries} hint="Country codes, e.g. ID, MY.">
              <TextInput value={form.countries} onChange={(e) => set('countries', e.target.value)} />
            </Field>
            <Field label="Age from" error={errors.ageMin}>
              <Select value={String(form.ageMin)} onChange={(e) => set('ageMin', Number(e.target.value))} options={Array.from({ length: 53 }, (_, i) => ({ value: String(13 + i), label: String(13 + i) }))} />
            </Field>
            <Field label="Age to">
              <Select value={String(form.ageMax)} onChange={(e) => set('ageMax', Number(e.target.value))} options={Array.from({ length: 53 }, (_, i) => ({ value: String(13 + i), label: i === 52 ? '65+' : String(13 + i) }))} />
            </Field>
            <Field label="Gender">
              <Select value={String(form.gender)} onChange={(e) => set('gender', Number(e.target.value) as CreateForm['gender'])} options={[{ value: '0', label: 'All' }, { value: '1', label: 'Men' }, { value: '2', label: 'Women' }]} />
            </Field>
            <Wide>
              <strong>Detailed targeting:</strong>{' '}
              {form.interests.length ? form.interests.map((i) => i.name).join(', ') : 'none (broad)'}
              {form.interests.length > 0 && (
                <Button size="sm" variant="ghost" onClick={() => set('interests', [])}>
                  Clear
                </Button>
              )}
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
              <Field label="Pixel" error={errors.pixelId}>
                <TextInput value={form.pixelId} onChange={(e) => set('pixelId', e.target.value)} />
              </Field>
            )}
            {choice.promoted === 'page' && (
              <Field label="Facebook Page" error={errors.pageId}>
                <Select value={form.pageId} onChange={(e) => set('pageId', e.target.value)} options={pages.map((p) => ({ value: p.id, label: p.name }))} />
              </Field>
            )}
            {choice.promoted === 'app' && (
              <>
                <Field label="App id" error={errors.applicationId}>
                  <TextInput value={form.applicationId} onChange={(e) => set('applicationId', e.target.value)} />
                </Field>
                <Field label="App store address">
                  <TextInput value={form.storeUrl} onChange={(e) => set('storeUrl', e.target.value)} />
                </Field>
              </>
            )}
          </Fields>
        </Card>
        <FormActions>
          <Button type="submit" loading={creation.busy}>
            {creation.campaignId ? 'Create the ad set' : 'Create campaign and ad set'}
          </Button>
        </FormActions>
      </Form>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  form { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.md}; }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  overflow-wrap: anywhere;
`;

const Group = styled.fieldset`
  grid-column: 1 / -1;
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  legend { font-weight: ${({ theme }) => theme.fontWeights.semibold}; margin-bottom: 4px; }
`;

const ErrorLine = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.errorText};
`;
