// Publishes the flow — campaign → ad set with the creative made beside them, then the ad, all paused — keeping the
// ids of what was made, so a retry resumes from the step that failed and nothing is made twice. A refusal is told
// beside the field it concerns; "Delete" removes what was made.
import { useRef, useState } from 'react';
import { graph, isGraphError, requestErrorText } from 'shared-graph';
import { adParams, adsetParams, blamedField, campaignParams, creativeParams, type CreateForm, type FieldErrors, type FormField } from './campaignPlan';

export type PublishCall = 'campaign' | 'adset' | 'creative' | 'ad';

export interface Made {
  campaignId?: string;
  adsetId?: string;
  creativeId?: string;
  /** The creative spec the made creative has: a changed ad makes a new creative, an unchanged one reuses it. */
  creativeKey?: string;
  adId?: string;
}

export interface Refusal {
  call: PublishCall;
  field: FormField;
  message: string;
  /** Meta's error_user_title, when it sent one. */
  title: string | null;
}

function blame(error: unknown): string | undefined {
  if (!isGraphError(error)) return undefined;
  const data = error.errorData;
  let parsed: { blame_field_specs?: string[][] } | null = null;
  if (typeof data === 'string') {
    try {
      parsed = JSON.parse(data) as { blame_field_specs?: string[][] };
    } catch {
      parsed = null;
    }
  } else if (data && typeof data === 'object') parsed = data as { blame_field_specs?: string[][] };
  const spec = parsed?.blame_field_specs?.[0];
  // "object_story_spec[link_data][link]": blamedField reads which part concerns which field.
  return spec?.[spec.length - 1];
}

export function usePublish(accountId: string, currency: string) {
  const made = useRef<Made>({});
  const [snapshot, setSnapshot] = useState<Made>({});
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [deleting, setDeleting] = useState(false);

  const keep = (next: Partial<Made>) => {
    made.current = { ...made.current, ...next };
    setSnapshot(made.current);
  };

  const publish = async (form: CreateForm): Promise<{ made: Made } | { refusal: Refusal }> => {
    setBusy(true);
    setRefusal(null);
    let call: PublishCall = 'campaign';
    // The creative needs neither the campaign nor the ad set: it is made while they are, one round trip fewer.
    const spec = creativeParams(form);
    const key = JSON.stringify(spec);
    const creativeMade =
      made.current.creativeId && made.current.creativeKey === key
        ? Promise.resolve()
        : graph.post<{ id: string }>(`${accountId}/adcreatives`, spec, { transport: 'proxy' }).then((creative) => keep({ creativeId: creative.id, creativeKey: key }));
    // Told after the campaign and ad set, whatever finishes first.
    creativeMade.catch(() => undefined);
    try {
      try {
        if (!made.current.campaignId) {
          const campaign = await graph.post<{ id: string }>(`${accountId}/campaigns`, campaignParams(form, currency), { transport: 'proxy' });
          keep({ campaignId: campaign.id });
        }
        call = 'adset';
        if (!made.current.adsetId) {
          const adset = await graph.post<{ id: string }>(`${accountId}/adsets`, adsetParams(form, currency, made.current.campaignId!), { transport: 'proxy' });
          keep({ adsetId: adset.id });
        }
      } catch (error) {
        await creativeMade.catch(() => undefined);
        throw error;
      }
      call = 'creative';
      await creativeMade;
      call = 'ad';
      const ad = await graph.post<{ id: string }>(`${accountId}/ads`, adParams(form, made.current.adsetId!, made.current.creativeId!), { transport: 'proxy' });
      keep({ adId: ad.id });
      return { made: made.current };
    } catch (error) {
      const message = requestErrorText(error, 'Facebook did not answer. Check your connection and try again.') ?? 'Facebook refused it.';
      const told: Refusal = { call, field: blamedField(call, blame(error), `${message} ${isGraphError(error) ? (error.apiMessage ?? '') : ''}`), message, title: isGraphError(error) ? error.userTitle : null };
      setRefusal(told);
      return { refusal: told };
    } finally {
      setBusy(false);
    }
  };

  /** Deletes what was made (the campaign takes its ad set along); true when nothing is left. */
  const discard = async (): Promise<boolean> => {
    setDeleting(true);
    try {
      if (made.current.campaignId) await graph.delete(made.current.campaignId, undefined, { transport: 'proxy' });
      if (made.current.creativeId) await graph.delete(made.current.creativeId, undefined, { transport: 'proxy' }).catch(() => undefined);
      made.current = {};
      setSnapshot({});
      setRefusal(null);
      return true;
    } catch (error) {
      setRefusal({ call: 'campaign', field: 'campaignName', message: requestErrorText(error, 'The campaign could not be deleted. Try again.') ?? 'The campaign could not be deleted.', title: null });
      return false;
    } finally {
      setDeleting(false);
    }
  };

  // Changing the refused field takes its mark away (the message was about the value that is gone); the refusal
  // itself stays told until the next publish.
  const [changed, setChanged] = useState<Refusal | null>(null);
  const fieldErrors: FieldErrors = refusal && changed !== refusal ? { [refusal.field]: refusal.message } : {};
  const dismiss = (field: FormField) => {
    if (refusal && refusal.field === field) setChanged(refusal);
  };
  return { publish, discard, busy, deleting, refusal, fieldErrors, made: snapshot, dismiss };
}
