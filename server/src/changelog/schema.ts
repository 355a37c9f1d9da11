/** The release note of the product API (SPEC §3 "Changelog entry"); `id` is the release timestamp (ms). */
import Type, { type Static } from 'typebox';
import { Enum } from '../http/responses';

export const changelogEntry = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  title: Type.String(),
  module: Enum(['Web', 'Extension']),
  items: Type.Array(Type.Object({ type: Enum(['new', 'fix', 'change', 'bug']), description: Type.String() })),
});

export type ChangelogEntry = Static<typeof changelogEntry>;
export type ChangelogModule = ChangelogEntry['module'];
