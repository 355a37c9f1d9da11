import type { NodeType } from '../graph/fields/node-type';
import { rowsOf } from '../graph/fields/project';
import type { PlatformUser } from '../world/people/platform-users';
import { adAccountNode } from './ad-account-node';
import { managedPageNode } from './managed-page-node';
import { pictureValue } from './profile-picture';

export const userNode: NodeType<PlatformUser> = {
  name: 'User',
  defaultFields: ['name'],
  id: (user) => user.id,
  fields: {
    id: (user) => user.id,
    name: (user) => user.name,
    first_name: (user) => user.firstName,
    last_name: (user) => user.lastName,
    short_name: (user) => user.firstName,
    name_format: () => '{first} {last}',
    email: (user) => user.email,
    picture: (user, spec, ctx) => pictureValue(user.id, spec, ctx),
  },
  edges: {
    accounts: { rows: (user, ctx) => rowsOf(managedPageNode, ctx.world.pages.filter((page) => page.ownerUserId === user.id), ctx) },
    adaccounts: { rows: (user, ctx) => rowsOf(adAccountNode, ctx.world.accountsOf(user.id), ctx) },
  },
};
