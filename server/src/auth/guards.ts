import type { FastifyRequest } from 'fastify';
import type { Role, UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';

/** onRequest guard (runs before the body is parsed and validated, so a guest gets 401, not 400): a valid session. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

/** onRequest guard factory: the user must have one of `roles`. */
export function requireRole(...roles: Role[]) {
  return async function requireRoleHandler(request: FastifyRequest): Promise<void> {
    if (!request.user) throw unauthorized();
    if (!roles.includes(request.user.role)) throw forbidden('Your role does not allow this');
  };
}

/** The logged-in user, for handlers behind requireUser. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
