import Type, { type Static } from 'typebox';
import { AnyJson, Flag, IdString, Int, Nullable, OneOf, Text } from '../http/fields';
import { PREVIEW_HOURS } from './preview';
import { RELEASE_REPORT_KINDS } from './table';
import { OrNull } from '../http/responses';

const REMOTE = '^[a-z][a-z0-9-]{0,63}$';
const VERSION = '^[0-9][0-9A-Za-z._+-]{0,63}$';
const MANIFEST_URL = '^(https?://[^\\s]+|/(?!/)[^\\s]*)$';

export const remoteParams = Type.Object({ remote: Text({ title: 'remote', maxLength: 64, pattern: REMOTE, invalid: 'A remote name is lower-case letters, digits and dashes.' }) });

export const fileParams = Type.Object({
  remote: remoteParams.properties.remote,
  version: Text({ title: 'version', maxLength: 64, pattern: VERSION, invalid: 'A version starts with a digit (1.4.0, 2026.11.27-3).' }),
  '*': Text({ title: 'file path', minLength: 1, maxLength: 300 }),
});

export const publishBody = Type.Object({
  version: fileParams.properties.version,
  build_id: Text({ title: 'build id', minLength: 1, maxLength: 200 }),
  /** Absent: the files uploaded for this version (/remotes/<remote>/<version>/mf-manifest.json). */
  manifest_url: Type.Optional(Text({ title: 'manifest URL', maxLength: 2000, pattern: MANIFEST_URL, invalid: 'The manifest URL must be an http(s):// address or a path on this server.' })),
  contract_version: Int({ title: 'contract version', minimum: 0, maximum: 1000 }),
  /** The build's area.json: label, paths, nav (checked before going live). */
  area: AnyJson({ title: 'area descriptor' }),
  notes: Type.Optional(Nullable(Text({ title: 'notes', maxLength: 2000 }))),
  /** false: register the build without making it live (a branch build, for preview links or a canary). */
  live: Type.Optional(Flag({ title: 'live' })),
});
export type PublishBody = Static<typeof publishBody>;

export const releaseIdParams = Type.Object({ id: IdString({ title: 'release id' }) });

export const tokenBody = Type.Object({
  team: Text({ title: 'team', minLength: 1, maxLength: 80 }),
  remotes: Type.Array(remoteParams.properties.remote, { minItems: 1, maxItems: 20, title: 'remotes' }),
});

export const tokenIdParams = Type.Object({ id: IdString({ title: 'token id' }) });

export const versionParams = Type.Object({ remote: remoteParams.properties.remote, version: fileParams.properties.version });

export const canaryBody = Type.Object({
  percent: Int({ title: 'canary percentage', minimum: 1, maximum: 99, invalid: 'A canary goes to 1 to 99 % of users (100 % is making it live).' }),
});

const previewHours = Int({ title: 'hours', minimum: 1, maximum: PREVIEW_HOURS.max, invalid: `A preview link lasts 1 to ${PREVIEW_HOURS.max} hours.` });

/** An admin's preview link: for a user (by login; the admin when absent). */
export const adminPreviewBody = Type.Object({
  login: Type.Optional(Text({ title: 'login', minLength: 1, maxLength: 100 })),
  hours: Type.Optional(previewHours),
});

/** A team's preview link from CI: for the user who will look at the branch build. */
export const teamPreviewBody = Type.Object({
  login: Text({ title: 'login', minLength: 1, maxLength: 100 }),
  hours: Type.Optional(previewHours),
});

export const previewOpenQuery = Type.Object({ token: Text({ title: 'preview token', minLength: 1, maxLength: 200 }) });

export const previewLinkView = Type.Object({
  url: Type.String(),
  login: Type.String(),
  remote: Type.String(),
  version: Type.String(),
  expires_at: Type.String(),
});

/**
 * A browser's report on a remote it loaded: the release, its area and what happened — no message, no URL, nothing
 * about the user (the body is closed: any other field is refused).
 */
export const reportBody = Type.Object({
  release_id: Int({ title: 'release id' }),
  area: remoteParams.properties.remote,
  kind: OneOf(RELEASE_REPORT_KINDS, { title: 'kind', invalid: `The kind is one of ${RELEASE_REPORT_KINDS.join(', ')}.` }),
});

export const reportView = Type.Object({ counted: Type.Boolean(), canary_stopped: Type.Boolean() });

export const healthView = Type.Object({
  loads: Type.Integer(),
  load_failures: Type.Integer(),
  render_failures: Type.Integer(),
  /** Failures per load attempt, 0–1; null before any report. */
  failure_rate: OrNull(Type.Number()),
});

export const releaseView = Type.Object({
  id: Type.Integer(),
  remote: Type.String(),
  sequence: Type.Integer(),
  version: Type.String(),
  build_id: Type.String(),
  manifest_url: Type.String(),
  contract_version: Type.Integer(),
  area: Type.Unknown(),
  published_by: Type.String(),
  notes: OrNull(Type.String()),
  live: Type.Boolean(),
  created_at: Type.String(),
  promoted_at: OrNull(Type.String()),
  /** The share of signed-in users served this release instead of the live one; null when it is no canary. */
  canary_percent: OrNull(Type.Integer()),
  canary_started_at: OrNull(Type.String()),
});

export const releaseWithHealthView = Type.Object({ ...releaseView.properties, health: healthView });

export const tokenView = Type.Object({
  id: Type.Integer(),
  team: Type.String(),
  remotes: Type.Array(Type.String()),
  created_at: Type.String(),
  last_used_at: OrNull(Type.String()),
  revoked_at: OrNull(Type.String()),
});

export const createdTokenView = Type.Object({ ...tokenView.properties, token: Type.String() });

export const uploadView = Type.Object({ file: Type.String(), stored: Type.Union([Type.Literal('created'), Type.Literal('unchanged')]) });

export const remoteReleasesView = Type.Object({
  remote: Type.String(),
  /** The id of the live release, if one is. */
  live: OrNull(Type.Integer()),
  /** The id of the release running as canary, if one is. */
  canary: OrNull(Type.Integer()),
  /** Newest first, each with what browsers reported about it. */
  releases: Type.Array(releaseWithHealthView),
});
