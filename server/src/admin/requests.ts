/** TypeBox schemas of the admin and customer-service API (params, queries, bodies). */
import Type, { type Static } from 'typebox';
import { ROLES } from '../db/schema';
import { DateTime, IdString, Nullable, OneOf, Text } from '../http/fields';
import { PLAN_IDS } from '../subscription/plans';

export const CONNECTION_FILTERS = ['connected', 'expired', 'none'] as const;
export type ConnectionFilter = (typeof CONNECTION_FILTERS)[number];
/** `none` finds users without a plan. */
export const PACKAGE_FILTERS = [...PLAN_IDS, 'none'] as const;
export const USER_PAGE_SIZE = 25;

const pageNumber = (title: string, max: number) =>
  Text({ title, maxLength: 5, pattern: `^[1-9][0-9]{0,4}$`, invalid: `The ${title} must be a whole number from 1 to ${max}.` });

export const userListQuery = Type.Object({
  q: Type.Optional(Text({ title: 'search', maxLength: 100 })),
  role: Type.Optional(OneOf(ROLES, { title: 'role filter' })),
  package: Type.Optional(OneOf(PACKAGE_FILTERS, { title: 'package filter' })),
  connection: Type.Optional(OneOf(CONNECTION_FILTERS, { title: 'connection filter' })),
  page: Type.Optional(pageNumber('page', 99999)),
  limit: Type.Optional(
    Text({ title: 'page size', maxLength: 3, pattern: '^(?:[1-9]\\d?|100)$', invalid: 'The page size must be a whole number from 1 to 100.' }),
  ),
});
export type UserListQuery = Static<typeof userListQuery>;

export const userParams = Type.Object({ id: IdString({ title: 'user id' }) });
export const upgradeParams = Type.Object({ id: IdString({ title: 'user id' }), requestId: IdString({ title: 'upgrade request id' }) });

export const auditQuery = Type.Object({
  before: Type.Optional(IdString({ title: 'record id to list before' })),
  limit: Type.Optional(
    Text({ title: 'page size', maxLength: 3, pattern: '^(?:[1-9]\\d?|100)$', invalid: 'The page size must be a whole number from 1 to 100.' }),
  ),
});

export const userChangeBody = Type.Object(
  {
    role: Type.Optional(OneOf(ROLES, { title: 'role' })),
    subscription_package: Type.Optional(Nullable(OneOf(PLAN_IDS, { title: 'package' }))),
    subscription_expires_at: Type.Optional(Nullable(DateTime({ title: 'plan expiry' }))),
  },
  { additionalProperties: false, minProperties: 1, title: 'change' },
);
export type UserChangeBody = Static<typeof userChangeBody>;

const LOGIN_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{1,39}$';

export const createUserBody = Type.Object(
  {
    login: Text({
      title: 'user name',
      minLength: 2,
      maxLength: 40,
      pattern: LOGIN_PATTERN,
      invalid: 'The user name may use letters, digits, dots, dashes and underscores (2 to 40, starting with a letter or digit).',
    }),
    password: Text({ title: 'password', minLength: 8, maxLength: 1024 }),
    role: Type.Optional(OneOf(ROLES, { title: 'role' })),
    subscription_package: Type.Optional(Nullable(OneOf(PLAN_IDS, { title: 'package' }))),
    subscription_expires_at: Type.Optional(Nullable(DateTime({ title: 'plan expiry' }))),
  },
  { additionalProperties: false },
);
export type CreateUserBody = Static<typeof createUserBody>;
