// /create/:account/campaign — one flow in three steps, Campaign → Ad set → Ad, published together and paused. What
// is typed stays across steps and refusals; a refused later step leaves what was made named, paused, and offered to
// finish later or delete; publishing again resumes from the step that failed.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { notify } from 'shared-graph';
import { Button, Card, ErrorState, Form, FormActions, PageHeader, Spinner } from 'shared-ui';
import styled from 'styled-components';
import { useAdsAccount, type AdsAccount } from '../common/useAdsAccount';
import { AdStep } from './AdStep';
import { AdsetStep } from './AdsetStep';
import { blankCampaignForm, changedCardFields, checkStep, stepOfField, type CarouselCard, type CreateForm, type FieldErrors, type FormField, type Step } from './campaignPlan';
import { CampaignStep } from './CampaignStep';
import { HalfMade } from './HalfMade';
import { usePublish } from './usePublish';
import { collectionInterests, countryPlace, useAccountCountry, useCustomConversions, usePages, usePixels, useSavedCollections } from './useCreateSources';

export function CreateCampaignScreen() {
  const { account: urlAccount } = useParams();
  const state = useAdsAccount(urlAccount);
  if (state.unknown) return <ErrorState title="Ad account not available" message={`${urlAccount} is not one of the ad accounts you can use.`} />;
  if (!state.account) return <Spinner label="Loading the ad account" />;
  return <CreateCampaign account={state.account} />;
}

const STEPS: ReadonlyArray<{ id: Step; label: string }> = [
  { id: 'campaign', label: 'Campaign' },
  { id: 'adset', label: 'Ad set' },
  { id: 'ad', label: 'Ad' },
];

function CreateCampaign({ account }: { account: AdsAccount }) {
  const navigate = useNavigate();
  const [draft, setForm] = useState<CreateForm>(blankCampaignForm);
  const [step, setStep] = useState<Step>('campaign');
  const [checked, setChecked] = useState<FieldErrors>({});
  const [collectionNote, setCollectionNote] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const publishing = usePublish(account.id, account.currency);
  const collections = useSavedCollections(account.teamId);
  const pixels = usePixels(account.id);
  const conversions = useCustomConversions(account.id);
  const pages = usePages();
  const country = useAccountCountry(account.id);
  const placesTouched = useRef(false);
  const made = publishing.made;

  const set = <K extends keyof CreateForm>(key: K, value: CreateForm[K]) => {
    if (key === 'places') placesTouched.current = true;
    // A changed card takes away the marks of its changed fields (`cards.1.link`), not the other cards'.
    const touched: FormField[] = key === 'cards' ? [key, ...changedCardFields(draft.cards, value as CarouselCard[])] : [key];
    setForm((f) => ({ ...f, [key]: value }));
    setChecked((marks) => Object.fromEntries(Object.entries(marks).filter(([field]) => !touched.includes(field as FormField))) as FieldErrors);
    touched.forEach((field) => publishing.dismiss(field));
  };

  // The first location is the account's own country, until the user chooses places.
  useEffect(() => {
    if (country && !placesTouched.current) setForm((f) => (f.places.length ? f : { ...f, places: [countryPlace(country)] }));
  }, [country]);

  // What the account has stands in for what the user has not chosen: its most recently active pixel, its first Page.
  // The ad runs from the chosen Page's Instagram account unless the user chose the Page itself ('none').
  const pageId = draft.pageId || pages[0]?.id || '';
  const instagram = pages.find((p) => p.id === pageId)?.instagram_business_account?.id ?? '';
  const form: CreateForm = {
    ...draft,
    pixelId: draft.pixelId || pixels.data?.data?.[0]?.id || '',
    promotedPageId: draft.promotedPageId || pages[0]?.id || '',
    pageId,
    instagramId: draft.instagramId === 'none' ? 'none' : instagram,
  };
  const errors: FieldErrors = { ...checked, ...publishing.fieldErrors };
  const problems = Object.keys(errors).filter((f) => stepOfField(f as keyof CreateForm) === step).length;

  // After a refusal the first marked field of the shown step gets the focus (on a phone it may be far above).
  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input, [data-invalid] button')?.focus();
  }, [attempts]);

  const stepIndex = STEPS.findIndex((s) => s.id === step);

  /** Checks the steps up to `target`; shows the first with a problem. */
  const checkUpTo = (target: Step): boolean => {
    const until = STEPS.findIndex((s) => s.id === target);
    for (const s of STEPS.slice(0, until + 1)) {
      const found = checkStep(s.id, form, account.currency, account.minDailyBudget);
      if (Object.keys(found).length) {
        setChecked(found);
        setStep(s.id);
        setAttempts((n) => n + 1);
        return false;
      }
    }
    setChecked({});
    return true;
  };

  const goTo = (target: Step) => {
    const targetIndex = STEPS.findIndex((s) => s.id === target);
    if (targetIndex <= stepIndex || checkUpTo(STEPS[targetIndex - 1]!.id)) setStep(target);
  };

  const startFrom = async (id: string) => {
    set('collectionId', id);
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

  const publish = async () => {
    if (!checkUpTo('ad')) return;
    const outcome = await publishing.publish(form);
    if ('made' in outcome) {
      notify.success(`Campaign "${form.campaignName.trim()}", its ad set and ad were created, paused.`);
      navigate(`/adsmanager/${account.id}/campaigns/${outcome.made.campaignId}/children`);
    } else {
      // A refusal shows the step of the field it concerns.
      setStep(stepOfField(outcome.refusal.field));
      setAttempts((n) => n + 1);
    }
  };

  const refusal = publishing.refusal;

  const stepProps = { form, set, errors, account };
  const publishLabel = made.campaignId ? (made.adsetId ? 'Create the ad (paused)' : 'Create the ad set and ad (paused)') : 'Publish, paused';

  return (
    <Page>
      <PageHeader breadcrumbs={<Link to={`/adsmanager/${account.id}/campaigns`}>← Ads manager</Link>} title="Create campaign" description={`${account.name} · ${account.currency} · the campaign, its ad set and ad are created paused`} />
      <Steps aria-label="Steps">
        {STEPS.map((s, i) => (
          <li key={s.id}>
            <StepButton type="button" aria-current={s.id === step ? 'step' : undefined} onClick={() => goTo(s.id)}>
              <span>{i + 1}</span> {s.label}
              {((s.id === 'campaign' && made.campaignId) || (s.id === 'adset' && made.adsetId)) && <Made> · created</Made>}
            </StepButton>
          </li>
        ))}
      </Steps>
      {refusal && (made.campaignId || made.adsetId) && (
        <HalfMade
          made={made}
          campaignName={form.campaignName.trim()}
          adsetName={form.adsetName.trim()}
          refusal={refusal}
          deleting={publishing.deleting}
          onFinishLater={() => navigate(`/adsmanager/${account.id}/${made.adsetId ? `adsets/${made.adsetId}` : `campaigns/${made.campaignId}`}`)}
          onDelete={async () => {
            const name = form.campaignName.trim();
            if (await publishing.discard()) {
              notify.success(`Campaign "${name}" and what it held were deleted. The form keeps what you typed.`);
              setStep('campaign');
            }
          }}
        />
      )}
      <Form
        ref={formRef}
        aria-label={`${STEPS[stepIndex]!.label} step`}
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'ad') void publish();
          else goTo(STEPS[stepIndex + 1]!.id);
        }}
      >
        <Card title={`${stepIndex + 1}. ${STEPS[stepIndex]!.label}`}>
          {step === 'campaign' && <CampaignStep {...stepProps} locked={Boolean(made.campaignId)} />}
          {step === 'adset' && (
            <AdsetStep
              {...stepProps}
              locked={Boolean(made.adsetId)}
              collections={collections}
              collectionNote={collectionNote}
              onCollection={(id) => void startFrom(id)}
              pixels={{ data: pixels.data?.data, isLoading: pixels.isLoading }}
              conversions={{ data: conversions.data?.data }}
              pages={pages}
            />
          )}
          {step === 'ad' && <AdStep {...stepProps} locked={false} pages={pages} />}
        </Card>
        <FormActions>
          {problems > 0 && <Summary role="alert">{problems === 1 ? 'One field needs your attention.' : `${problems} fields need your attention.`}</Summary>}
          {stepIndex > 0 && (
            <Button variant="secondary" onClick={() => setStep(STEPS[stepIndex - 1]!.id)}>
              Back
            </Button>
          )}
          <Button type="submit" variant="primary" loading={publishing.busy}>
            {step === 'ad' ? publishLabel : `Next: ${STEPS[stepIndex + 1]!.label.toLowerCase()}`}
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

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StepButton = styled.button`
  font: inherit;
  cursor: pointer;
  padding: 6px 12px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  span { font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  &[aria-current='step'] { background: ${({ theme }) => theme.colors.brandSoft}; border-color: ${({ theme }) => theme.colors.brand}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.brand}; outline-offset: 2px; }
`;

const Made = styled.span`
  font-weight: normal !important;
`;

const Summary = styled.p`
  margin: 0 auto 0 0;
  color: ${({ theme }) => theme.colors.errorText};
`;
