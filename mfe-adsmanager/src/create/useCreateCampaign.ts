// Creates the paused campaign, then its paused ad set. A refusal is told beside the field Meta blamed; a campaign
// that was made is kept, so a second try only makes the ad set (nothing is lost, nothing is made twice).
import { useState } from 'react';
import { graph, isGraphError, requestErrorText } from 'shared-graph';
import { adsetParams, blamedField, campaignParams, type CreateForm, type FieldErrors } from './campaignPlan';

export interface CreateResult {
  campaignId: string;
  adsetId: string;
}

function blame(error: unknown): string | undefined {
  if (!isGraphError(error)) return undefined;
  const data = error.errorData;
  const parsed = typeof data === 'string' ? (() => { try { return JSON.parse(data) as { blame_field_specs?: string[][] }; } catch { return null; } })() : (data as { blame_field_specs?: string[][] } | null);
  return parsed?.blame_field_specs?.[0]?.[0];
}

export function useCreateCampaign(accountId: string, currency: string) {
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = async (form: CreateForm): Promise<CreateResult | null> => {
    setBusy(true);
    setErrors({});
    let step: 'campaign' | 'adset' = 'campaign';
    try {
      let id = campaignId;
      if (!id) {
        const made = await graph.post<{ id: string }>(`${accountId}/campaigns`, campaignParams(form, currency), { transport: 'proxy' });
        id = made.id;
        setCampaignId(id);
      }
      step = 'adset';
      const adset = await graph.post<{ id: string }>(`${accountId}/adsets`, adsetParams(form, currency, id), { transport: 'proxy' });
      return { campaignId: id, adsetId: adset.id };
    } catch (error) {
      const message = requestErrorText(error, 'Facebook did not answer. Check your connection and try again.') ?? 'The campaign could not be created.';
      setErrors({ [blamedField(step, blame(error), message)]: message });
      return null;
    } finally {
      setBusy(false);
    }
  };
  const dismiss = (field: keyof FieldErrors) => setErrors((current) => (field in current ? (({ [field]: _gone, ...rest }) => rest)(current) : current));
  return { create, busy, errors, campaignId, dismiss };
}
