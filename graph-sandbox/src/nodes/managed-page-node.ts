import type { NodeType } from '../graph/fields/node-type';
import type { Page } from '../world/pages/page';
import { pageNode } from './page-node';

/** The tasks a page admin has (Meta's `tasks` on `/me/accounts`). */
const ADMIN_TASKS = ['ADVERTISE', 'ANALYZE', 'CREATE_CONTENT', 'MESSAGING', 'MODERATE', 'MANAGE'];

/**
 * A page as `/me/accounts` lists it for the user who manages it (GRAPH-API §12): the page's fields plus the
 * admin's `tasks` and a page `access_token`. Page tokens are shown, not accepted: the sandbox serves ads calls,
 * which take user tokens.
 */
export const managedPageNode: NodeType<Page> = {
  ...pageNode,
  defaultFields: ['access_token', 'category', 'category_list', 'name', 'id', 'tasks'],
  fields: {
    ...pageNode.fields,
    access_token: (p) => `EAAsandbox-page-${p.id}`,
    tasks: () => [...ADMIN_TASKS],
  },
};
