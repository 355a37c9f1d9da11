import Type, { type Static } from 'typebox';
import { AnyJson, IdString, Int, Nullable, Text } from '../http/fields';
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
});
export type PublishBody = Static<typeof publishBody>;

export const releaseIdParams = Type.Object({ id: IdString({ title: 'release id' }) });

export const tokenBody = Type.Object({
  team: Text({ title: 'team', minLength: 1, maxLength: 80 }),
  remotes: Type.Array(remoteParams.properties.remote, { minItems: 1, maxItems: 20, title: 'remotes' }),
});

export const tokenIdParams = Type.Object({ id: IdString({ title: 'token id' }) });

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
});

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
  /** Newest first. */
  releases: Type.Array(releaseView),
});
