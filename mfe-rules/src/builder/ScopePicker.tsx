// "Only these objects": a searchable list of the account's campaigns, ad sets or ads (shared-graph's asset client)
// whose chosen ones show as chips; none chosen = every object of the level, new ones included.
import { useState } from 'react';
import styled from 'styled-components';
import { fetchAssetPage, requestErrorText, useServerQuery, type Asset } from 'shared-graph';
import { Checkbox, Field, Fieldset, TextInput, useDebouncedValue } from 'shared-ui';
import type { RuleForm } from './ruleForm';
import { LEVEL_WORDS } from './ruleWords';

const RESULTS = 15;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  padding: 2px 4px 2px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.text};
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  button {
    border: 0;
    background: transparent;
    color: inherit;
    cursor: pointer;
    min-width: 24px;
    min-height: 24px;
    border-radius: 50%;
    font-size: 16px;
    line-height: 1;
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
  }
`;

const Results = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 260px;
  overflow-y: auto;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface Props {
  form: RuleForm;
  accountId: string;
  set: (patch: Partial<RuleForm>) => void;
  error?: string;
}

export function ScopePicker({ form, accountId, set, error }: Props) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const words = LEVEL_WORDS[form.level];
  const found = useServerQuery(
    ['graph', 'rules', 'scope-picker', accountId, form.level, q],
    (signal) =>
      fetchAssetPage(
        { accountId, level: form.level, limit: RESULTS, ...(q ? { filtering: [{ field: 'name', operator: 'CONTAIN', value: q }] } : {}) },
        null,
        { signal },
      ),
    { enabled: accountId !== '', keepPrevious: true, staleTime: 60_000 },
  );
  // Chosen ids from an earlier save or a template: their names are read once.
  const unnamed = form.ids.filter((id) => !(id in form.idNames));
  const named = useServerQuery(
    ['graph', 'rules', 'scope-names', accountId, form.level, unnamed],
    (signal) => fetchAssetPage({ accountId, level: form.level, limit: unnamed.length, filtering: [{ field: 'id', operator: 'IN', value: unnamed }] }, null, { signal }),
    { enabled: accountId !== '' && unnamed.length > 0, staleTime: 300_000 },
  );
  const nameOf = (id: string) => form.idNames[id] ?? named.data?.assets.find((a) => a.id === id)?.name ?? `ID ${id}`;
  const toggle = (asset: Asset, on: boolean) =>
    set({
      ids: on ? [...form.ids, asset.id] : form.ids.filter((id) => id !== asset.id),
      idNames: { ...form.idNames, [asset.id]: asset.name },
    });
  const assets = found.data?.assets ?? [];
  // Same-named ad sets (and ads) are told apart by their campaign (and ad set): the parents' names, read once.
  const parentIds = (key: 'campaign_id' | 'adset_id') => [...new Set(assets.map((a) => a[key]).filter((id): id is string => Boolean(id)))].sort();
  const campaignIds = form.level === 'campaign' ? [] : parentIds('campaign_id');
  const adsetIds = form.level === 'ad' ? parentIds('adset_id') : [];
  const parents = useServerQuery(
    ['graph', 'rules', 'scope-parents', accountId, campaignIds, adsetIds],
    async (signal) => {
      const read = (level: 'campaign' | 'adset', ids: string[]) =>
        ids.length === 0 ? Promise.resolve([]) : fetchAssetPage({ accountId, level, limit: ids.length, filtering: [{ field: 'id', operator: 'IN', value: ids }] }, null, { signal }).then((page) => page.assets);
      const [campaigns, adsets] = await Promise.all([read('campaign', campaignIds), read('adset', adsetIds)]);
      return new Map([...campaigns, ...adsets].map((parent) => [parent.id, parent.name]));
    },
    { enabled: accountId !== '' && campaignIds.length + adsetIds.length > 0, staleTime: 300_000, keepPrevious: true },
  );
  const parentWords = (asset: Asset) =>
    [
      asset.adset_id && form.level === 'ad' && parents.data?.get(asset.adset_id) ? `Ad set “${parents.data.get(asset.adset_id)}”` : null,
      asset.campaign_id && form.level !== 'campaign' && parents.data?.get(asset.campaign_id) ? `Campaign “${parents.data.get(asset.campaign_id)}”` : null,
    ].filter(Boolean);
  const failure = requestErrorText(found.error, `The ${words} could not be loaded.`);

  return (
    <Fieldset legend={`Only these ${words}`}>
      <Note id="scope-picker-note">
        {form.ids.length === 0 ? `None chosen: the rule works on every ${words.replace(/s$/, '')} that matches the filters above, new ones too.` : `${form.ids.length} chosen; the filters above still apply.`}
      </Note>
      {form.ids.length > 0 ? (
        <Chips aria-label={`Chosen ${words}`}>
          {form.ids.map((id) => (
            <Chip key={id}>
              <span title={nameOf(id)}>{nameOf(id)}</span>
              <button type="button" aria-label={`Remove ${nameOf(id)}`} onClick={() => set({ ids: form.ids.filter((other) => other !== id) })}>
                ×
              </button>
            </Chip>
          ))}
        </Chips>
      ) : null}
      <Field label={`Find ${words} by name`} error={error}>
        <TextInput type="search" value={text} maxLength={200} aria-describedby="scope-picker-note" onChange={(e) => setText(e.target.value)} />
      </Field>
      <div aria-live="polite">
        {failure ? <Note role="alert">{failure}</Note> : null}
        {!failure && found.isPending && accountId ? <Note>Loading {words}…</Note> : null}
        {!failure && found.data && assets.length === 0 ? <Note>{q ? `No ${words} named “…${q}…”.` : `This ad account has no ${words}.`}</Note> : null}
      </div>
      {assets.length > 0 ? (
        <Results aria-label={`Matching ${words}`}>
          {assets.map((asset) => (
            <li key={asset.id}>
              <Checkbox label={asset.name} description={[...parentWords(asset), asset.status === 'ACTIVE' ? 'Active' : 'Paused', `ID ${asset.id}`].join(' · ')} checked={form.ids.includes(asset.id)} onChange={(e) => toggle(asset, e.target.checked)} />
            </li>
          ))}
        </Results>
      ) : null}
    </Fieldset>
  );
}
