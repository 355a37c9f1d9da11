/**
 * Every table of the database, gathered from the domain folders that own them. drizzle-kit reads this module to
 * generate migrations (server/drizzle.config.ts); the query builder gets `schema` for typed relations.
 */
import * as accountEmail from '../account-email/table';
import * as admin from '../admin/table';
import * as adsmanager from '../adsmanager/table';
import * as activity from '../activity/table';
import * as announcements from '../announcements/table';
import * as auth from '../auth/table';
import * as captcha from '../captcha/table';
import * as dashboard from '../dashboard/table';
import * as deletion from '../deletion/table';
import * as graphBudget from '../graph-budget/table';
import * as groups from '../groups/table';
import * as idempotency from '../http/idempotency-table';
import * as mail from '../mail/table';
import * as passwordReset from '../password-reset/table';
import * as platformConnect from '../platform-connect/table';
import * as platform from '../platform/table';
import * as releases from '../releases/table';
import * as ruleTemplates from '../rule-templates/table';
import * as rules from '../rules/table';
import * as subscription from '../subscription/table';
import * as teams from '../teams/table';
import * as user from '../user/table';

export * from '../account-email/table';
export * from '../admin/table';
export * from '../adsmanager/table';
export * from '../activity/table';
export * from '../announcements/table';
export * from '../auth/table';
export * from '../captcha/table';
export * from '../dashboard/table';
export * from '../deletion/table';
export * from '../graph-budget/table';
export * from '../groups/table';
export * from '../http/idempotency-table';
export * from '../mail/table';
export * from '../password-reset/table';
export * from '../platform-connect/table';
export * from '../platform/table';
export * from '../releases/table';
export * from '../rule-templates/table';
export * from '../rules/table';
export * from '../subscription/table';
export * from '../teams/table';
export * from '../user/table';

export const schema = {
  ...accountEmail,
  ...admin,
  ...adsmanager,
  ...activity,
  ...announcements,
  ...auth,
  ...captcha,
  ...dashboard,
  ...deletion,
  ...graphBudget,
  ...groups,
  ...idempotency,
  ...mail,
  ...passwordReset,
  ...platformConnect,
  ...platform,
  ...releases,
  ...ruleTemplates,
  ...rules,
  ...subscription,
  ...teams,
  ...user,
};
export type Schema = typeof schema;
