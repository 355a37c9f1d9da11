import { graphErrors } from '../graph/errors/error-catalog';
import { GraphError } from '../graph/errors/graph-error';
import type { GraphParams } from '../graph/params';
import type { AdAccount } from '../world/accounts/ad-account';
import type { AdLabelRef } from '../world/ads/ad-objects';
import { sameLabelName, type AdLabel } from '../world/labels/ad-label';
import type { World } from '../world/world';
import type { AdObject } from './update-ad-object';
import { nameValue } from './write-values';

/** Label names longer than this are refused (Ads Manager's limit; [INF] for the API). */
const MAX_LABEL_NAME = 100;

function duplicateName(name: string): GraphError {
  return new GraphError(400, {
    message: 'Invalid parameter',
    type: 'OAuthException',
    code: 100,
    is_transient: false,
    error_user_title: 'Duplicate Label Name',
    error_user_msg: `A label named "${name}" already exists in this ad account. Use that label or choose another name.`,
    error_data: JSON.stringify({ blame_field_specs: [['name']] }),
  });
}

function labelName(params: GraphParams, name: string): string {
  const value = nameValue(params, name);
  if (value === undefined) throw graphErrors.missingParameter(name);
  if (value.trim().length > MAX_LABEL_NAME) throw graphErrors.invalidParameter(`Param ${name} must be at most ${MAX_LABEL_NAME} characters long`);
  return value.trim();
}

function newLabel(world: World, account: AdAccount, name: string, now: number): AdLabel {
  return { id: world.newLabelId(), accountId: account.id, name, createdAt: now, updatedAt: now };
}

/** `POST /{act}/adlabels` (`name`): a new label of the account; a name the account already has is refused. */
export function createAdLabel(world: World, account: AdAccount, params: GraphParams, now: number, validateOnly: boolean): AdLabel | null {
  const name = labelName(params, 'name');
  if (world.adLabelsOf(account.id).some((label) => sameLabelName(label.name, name))) throw duplicateName(name);
  if (validateOnly) return null;
  const label = newLabel(world, account, name, now);
  world.addAdLabel(label);
  return label;
}

/** `POST /{adlabel}` (`name`): renames the label, on every object that carries it too. */
export function renameAdLabel(world: World, label: AdLabel, params: GraphParams, now: number, validateOnly: boolean): void {
  const name = labelName(params, 'name');
  if (world.adLabelsOf(label.accountId).some((other) => other !== label && sameLabelName(other.name, name))) throw duplicateName(name);
  if (validateOnly) return;
  label.name = name;
  label.updatedAt = now;
  for (const object of [...world.campaignsOf(label.accountId), ...world.adsetsOf(label.accountId), ...world.adsOf(label.accountId)]) {
    for (const ref of object.adlabels) if (ref.id === label.id) ref.name = name;
  }
  world.markChanged();
}

/** Labels named in an `adlabels` parameter, checked. */
export interface LabelSelection {
  /** The chosen labels; with `create`, a name the account has no label for becomes a new label. */
  refs(create: boolean): AdLabelRef[];
}

/**
 * Reads `adlabels=[{"id":"…"}, {"name":"…"}]`: an id must be one of the account's labels; a name picks the
 * account's label of that name, or (as Meta does) makes a new one when the selection is applied.
 */
export function readLabelSelection(world: World, account: AdAccount, params: GraphParams, now: number): LabelSelection {
  const raw = params.json('adlabels');
  if (!Array.isArray(raw)) throw graphErrors.invalidParameter('Param adlabels must be an array');
  const own = world.adLabelsOf(account.id);
  const picks = raw.map((entry, index): { label?: AdLabel; name?: string } => {
    const item = entry as { id?: unknown; name?: unknown } | null;
    if (item && typeof item === 'object' && (typeof item.id === 'string' || typeof item.id === 'number')) {
      const label = own.find((l) => l.id === String(item.id));
      if (!label) throw graphErrors.invalidParameter(`Param adlabels[${index}][id] must be an ad label of ${account.id}`);
      return { label };
    }
    if (item && typeof item === 'object' && typeof item.name === 'string' && item.name.trim() !== '') {
      const name = item.name.trim();
      if (name.length > MAX_LABEL_NAME) throw graphErrors.invalidParameter(`Param adlabels[${index}][name] must be at most ${MAX_LABEL_NAME} characters long`);
      const label = own.find((l) => sameLabelName(l.name, name));
      return label ? { label } : { name };
    }
    throw graphErrors.invalidParameter(`Param adlabels[${index}] must be an object with an id or a name`);
  });
  return {
    refs(create) {
      const made = new Map<string, AdLabel>();
      const refs = picks.flatMap(({ label, name }): AdLabelRef[] => {
        let chosen = label;
        if (!chosen && name !== undefined && create) {
          const key = name.toLowerCase();
          chosen = made.get(key);
          if (!chosen) {
            chosen = newLabel(world, account, name, now);
            world.addAdLabel(chosen);
            made.set(key, chosen);
          }
        }
        return chosen ? [{ id: chosen.id, name: chosen.name }] : [];
      });
      return refs.filter((ref, i) => refs.findIndex((other) => other.id === ref.id) === i);
    },
  };
}

function touch(world: World, object: AdObject, now: number): void {
  object.entity.updatedAt = now;
  world.markChanged();
}

/** `POST /{object}/adlabels`: adds the labels the object does not carry yet. */
export function attachLabels(world: World, object: AdObject, selection: LabelSelection, now: number): void {
  const current = object.entity.adlabels;
  const added = selection.refs(true).filter((ref) => !current.some((l) => l.id === ref.id));
  object.entity.adlabels = [...current, ...added];
  touch(world, object, now);
}

/** `DELETE /{object}/adlabels`: takes the named labels off the object (the labels stay in the account). */
export function detachLabels(world: World, object: AdObject, selection: LabelSelection, now: number): void {
  const removed = new Set(selection.refs(false).map((ref) => ref.id));
  object.entity.adlabels = object.entity.adlabels.filter((l) => !removed.has(l.id));
  touch(world, object, now);
}
