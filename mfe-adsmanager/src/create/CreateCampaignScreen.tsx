// /create/:account/campaign — a paused campaign and its paused ad set in one form: objective (mapped to Meta's
// outcome objectives), devices and placements, special ad categories, campaign or ad set budget with the platform's
// floor, schedule, bid strategy, then the audience — optionally started from a saved collection.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { notify } from 'shared-graph';
import { Button, Card, ErrorState, Form, FormActions, PageHeader, Spinner } from 'shared-ui';
import styled from 'styled-components';
import { useAdsAccount, type AdsAccount } from '../common/useAdsAccount';
import { blankCampaignForm, checkForm, type CreateForm, type FieldErrors } from './campaignPlan';
import { AdsetFields } from './AdsetFields';
import { CampaignFields } from './CampaignFields';
import { objectiveChoice } from './objectives';
import { useCreateCampaign } from './useCreateCampaign';
import { collectionInterests, useAccountPixel, usePages, useSavedCollections } from './useCreateSources';

export function CreateCampaignScreen() {
  const { account: urlAccount } = useParams();
  const state = useAdsAccount(urlAccount);
  if (state.unknown) return <ErrorState title="Ad account not available" message={`${urlAccount} is not one of the ad accounts you can use.`} />;
  if (!state.account) return <Spinner label="Loading the ad account" />;
  return <CreateCampaign account={state.account} />;
}


function CreateCampaign({ account }: { account: AdsAccount }) {
  const navigate = useNavigate();
  const [draft, setForm] = useState<CreateForm>(blankCampaignForm);
  const [checked, setChecked] = useState<FieldErrors>({});
  const [collectionId, setCollectionId] = useState('');
  const [collectionNote, setCollectionNote] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const creation = useCreateCampaign(account.id, account.currency);
  const collections = useSavedCollections(account.teamId);
  const pixel = useAccountPixel(account.id);
  const pages = usePages();
  const choice = objectiveChoice(draft.objective);
  // Changing a field takes its mark away: the message was about the value that is gone.
  const set = <K extends keyof CreateForm>(key: K, value: CreateForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setChecked(({ [key]: _gone, ...rest }) => rest as FieldErrors);
    creation.dismiss(key);
  };
  const errors = { ...checked, ...creation.errors };
  const problems = Object.keys(errors).length;

  // The promoted objects the platform needs come from what the account has unless the user typed others, and a
  // device the objective cannot use falls back to the first it can.
  const form: CreateForm = {
    ...draft,
    pixelId: draft.pixelId || pixel || '',
    pageId: draft.pageId || pages[0]?.id || '',
    device: choice.devices.includes(draft.device) ? draft.device : choice.devices[0]!,
  };

  // After a refused submit the first marked field gets the focus, so keyboard and screen-reader users land on it
  // (on a phone it may be far above the button).
  useEffect(() => {
    if (attempts === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input, [data-invalid] button');
    first?.focus();
  }, [attempts]);

  const startFrom = async (id: string) => {
    setCollectionId(id);
    if (!id) {
      setCollectionNote(null);
      return;
    }
    try {
      const interests = await collectionInterests(account.teamId, Number(id));
      const name = collections.data?.find((c) => String(c.id) === id)?.name ?? '';
      setForm((f) => ({ ...f, interests, adsetName: f.adsetName || name }));
      setCollectionNote(`${interests.length} ${interests.length === 1 ? 'item' : 'items'} from "${name}" in the detailed targeting.`);
    } catch {
      setCollectionNote('The collection could not be read. Choose it again to retry.');
    }
  };

  const submit = async () => {
    const found = checkForm(form, account.currency, account.minDailyBudget);
    setChecked(found);
    if (Object.keys(found).length) {
      setAttempts((n) => n + 1);
      return;
    }
    const made = await creation.create(form);
    if (made) {
      notify.success(`Campaign "${form.campaignName.trim()}" and its ad set were created, paused.`);
      navigate(`/adsmanager/${account.id}/campaigns/${made.campaignId}/children`);
    } else {
      setAttempts((n) => n + 1);
    }
  };

  return (
    <Page>
      <PageHeader breadcrumbs={<Link to={`/adsmanager/${account.id}/campaigns`}>← Ads manager</Link>} title="Create campaign" description={`${account.name} · ${account.currency} · the campaign and its ad set are created paused`} />
      {creation.campaignId && (
        <Banner role="status">
          The campaign is made (id {creation.campaignId}); only the ad set is left. Fix what is marked and create the ad set.
        </Banner>
      )}
      <Form
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Card title="Campaign">
          <CampaignFields form={form} set={set} errors={errors} account={account} locked={Boolean(creation.campaignId)} />
        </Card>
        <Card title="Ad set">
          <AdsetFields
            form={form}
            set={set}
            errors={errors}
            account={account}
            collections={collections}
            collectionId={collectionId}
            collectionNote={collectionNote}
            onCollection={(id) => void startFrom(id)}
            pages={pages}
          />
        </Card>
        <FormActions>
          {problems > 0 && <Summary role="alert">{problems === 1 ? 'One field needs your attention.' : `${problems} fields need your attention.`}</Summary>}
          <Button type="submit" variant="primary" loading={creation.busy}>
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

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
`;

const Summary = styled.p`
  margin: 0 auto 0 0;
  color: ${({ theme }) => theme.colors.errorText};
`;
