import type { Principal } from '../graph/auth/principal';
import { graphErrors } from '../graph/errors/error-catalog';
import type { FieldSpec } from '../graph/fields/field-spec';
import type { EdgeQuery, EdgeRow, NodeType } from '../graph/fields/node-type';
import { projectNode } from '../graph/fields/project';
import type { GraphContext } from '../graph/graph-context';
import type { AdAccount } from '../world/accounts/ad-account';
import type { World, WorldNode } from '../world/world';
import { adCreativeNode, findCreative } from './ad-creative-node';
import { reportRunNode } from './report-run-node';
import { adAccountNode } from './ad-account-node';
import { adLabelNode } from './ad-label-node';
import { adsPixelNode } from './ads-pixel-node';
import { customConversionNode } from './custom-conversion-node';
import { adNode } from './ad-node';
import { adSetNode } from './adset-node';
import { asyncRequestNode, asyncRequestSetNode } from './async-request-set-node';
import { asyncSessionNode } from './async-session-node';
import { campaignNode } from './campaign-node';
import { customAudienceNode } from './custom-audience-node';
import { pageNode } from './page-node';
import { userNode } from './user-node';

/** A world object together with its node type, ready to project or list edges. */
export interface BoundNode {
  id: string;
  /** Creatives are not world nodes: they are derived from the ads that use them. */
  kind: WorldNode['kind'] | 'ad_creative';
  typeName: string;
  /** The ad account it belongs to (itself for an account). */
  account?: AdAccount;
  project(specs: FieldSpec[] | undefined, ctx: GraphContext): Record<string, unknown>;
  edge(name: string): ((ctx: GraphContext, query: EdgeQuery, specs?: FieldSpec[]) => EdgeRow[]) | undefined;
}

function bind<E>(type: NodeType<E>, entity: E, kind: BoundNode['kind'], account: AdAccount | undefined): BoundNode {
  return {
    id: type.id(entity),
    kind,
    typeName: type.name,
    account,
    project: (specs, ctx) => projectNode(type, entity, specs, ctx),
    edge: (name) => {
      const edge = type.edges?.[name];
      return edge ? (ctx, query, specs) => edge.rows(entity, ctx, query, specs) : undefined;
    },
  };
}

export function bindNode(world: World, node: WorldNode): BoundNode {
  const account = world.accountOfNode(node);
  switch (node.kind) {
    case 'user':
      return bind(userNode, node.entity, node.kind, account);
    case 'page':
      return bind(pageNode, node.entity, node.kind, account);
    case 'ad_account':
      return bind(adAccountNode, node.entity, node.kind, account);
    case 'campaign':
      return bind(campaignNode, node.entity, node.kind, account);
    case 'adset':
      return bind(adSetNode, node.entity, node.kind, account);
    case 'ad':
      return bind(adNode, node.entity, node.kind, account);
    case 'custom_audience':
      return bind(customAudienceNode, node.entity, node.kind, account);
    case 'ad_label':
      return bind(adLabelNode, node.entity, node.kind, account);
    case 'ads_pixel':
      return bind(adsPixelNode, node.entity, node.kind, account);
    case 'custom_conversion':
      return bind(customConversionNode, node.entity, node.kind, account);
    case 'async_session':
      return bind(asyncSessionNode, node.entity, node.kind, account);
    case 'report_run':
      return bind(reportRunNode, node.entity, node.kind, account);
    case 'async_request_set':
      return bind(asyncRequestSetNode, node.entity, node.kind, account);
    case 'async_request':
      return bind(asyncRequestNode, node.entity, node.kind, account);
  }
}

/** Pages are public; users see themselves and their async sessions; ad objects are visible to their account's owner. */
function canSee(world: World, principal: Principal, node: WorldNode): boolean {
  if (node.kind === 'page') return true;
  if (principal.kind !== 'user') return false;
  if (node.kind === 'user') return node.entity.id === principal.user.id;
  if (node.kind === 'async_session' || node.kind === 'report_run') return node.entity.userId === principal.user.id;
  return world.accountOfNode(node)?.ownerUserId === principal.user.id;
}

/** Whether an unknown id reads as an object id (→ error 100/33) rather than a username alias (→ 803). */
export const looksLikeObjectId = (id: string): boolean => /^(act_)?\d+$/.test(id);

/** The node `id` names, if the caller may see it; otherwise the platform's error for that id. */
/** A creative, for its account's owner. */
function visibleCreative(ctx: GraphContext, id: string): BoundNode | undefined {
  const creative = looksLikeObjectId(id) ? findCreative(ctx.world, id) : undefined;
  if (!creative || ctx.principal?.kind !== 'user' || creative.account.ownerUserId !== ctx.principal.user.id) return undefined;
  return bind(adCreativeNode, creative, 'ad_creative', creative.account);
}

export function findNode(ctx: GraphContext, id: string): BoundNode {
  const principal = ctx.principal;
  const node = ctx.world.node(id);
  if (node && principal && canSee(ctx.world, principal, node)) return bindNode(ctx.world, node);
  const creative = node ? undefined : visibleCreative(ctx, id);
  if (creative) return creative;
  if (looksLikeObjectId(id)) throw graphErrors.unsupportedRequest(ctx.method, id);
  throw graphErrors.aliasesNotFound([id]);
}

/** Like findNode, but undefined instead of an error (multi-id reads). */
export function tryFindNode(ctx: GraphContext, id: string): BoundNode | undefined {
  const node = ctx.world.node(id);
  if (!node) return visibleCreative(ctx, id);
  return ctx.principal && canSee(ctx.world, ctx.principal, node) ? bindNode(ctx.world, node) : undefined;
}
