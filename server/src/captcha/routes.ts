import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { Answer } from '../http/responses';
import { captchaChallenge } from './view-schema';
import { issueCaptcha } from './captchas';

export function captchaRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    /** A fresh challenge (the login screen asks for one when the server answers `captcha_required`). */
    app.get('/api/captcha', { schema: { response: Answer(captchaChallenge) } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await issueCaptcha(ctx.database.db, ctx.keys.csrfKey) };
    });
  };
}
