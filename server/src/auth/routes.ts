import type { AppContext } from '../context';
import type { Api } from '../http/api';
import { dummyPasswordHash, verifyPassword } from '../crypto/password';
import { CAPTCHA_AFTER_FAILURES, checkCaptcha, issueCaptcha } from '../captcha/captchas';
import { ApiError, errorBody } from '../http/errors';
import { findUserByLogin, setDeviceFingerprint } from '../user/users';
import { changed } from '../db/write-tracker';
import { buildUserView } from '../user/view';
import { clearSessionCookies, csrfTokenFor, setSessionCookies } from './cookies';
import { loginRequestCheck } from './login-origin';
import { LoginLimiter } from './login-limiter';
import { loginBody } from './schema';
import { createSession, deleteSession } from './sessions';
import { Answer } from '../http/responses';
import { userView } from '../user/view-schema';

export function authRoutes(ctx: AppContext) {
  const limiter = new LoginLimiter({ maxFailures: ctx.config.loginMaxFailures, windowMs: ctx.config.loginWindowMs });

  return async function register(app: Api) {
    app.post(
      '/api/user/login',
      { schema: { body: loginBody, response: Answer(userView) }, config: { csrfExempt: true }, onRequest: loginRequestCheck(ctx.config) },
      async (request, reply) => {
        const { user: login, password, device, captcha } = request.body;
        const retryAfter = limiter.retryAfter(request.ip, login);
        if (retryAfter > 0) {
          reply.header('retry-after', String(retryAfter));
          throw new ApiError(429, 'rate_limited', `Too many failed logins. Try again in ${retryAfter} seconds.`);
        }
        const challenge = async (code: string, message: string) =>
          reply.status(401).send({
            error: { ...errorBody(code, message).error, captcha: await issueCaptcha(ctx.database.db, ctx.keys.csrfKey) },
          });
        if (limiter.failures(request.ip, login) >= CAPTCHA_AFTER_FAILURES) {
          if (!captcha) return challenge('captcha_required', 'Type the characters shown in the picture to continue.');
          if (!(await checkCaptcha(ctx.database.db, ctx.keys.csrfKey, captcha))) {
            return challenge('captcha_invalid', 'The characters did not match the picture (or it expired). Try this new one.');
          }
        }

        const user = await findUserByLogin(ctx.database.db, login);
        const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
        if (!user || !valid) {
          limiter.recordFailure(request.ip, login);
          request.log.info({ login: login.slice(0, 64) }, 'login failed');
          if (limiter.failures(request.ip, login) >= CAPTCHA_AFTER_FAILURES) {
            return challenge('invalid_credentials', 'Wrong user name or password');
          }
          throw new ApiError(401, 'invalid_credentials', 'Wrong user name or password');
        }
        limiter.recordSuccess(request.ip, login);
        // Checked after the password, so a disabled account is not revealed to someone guessing logins.
        if (user.disabledAt) {
          request.log.info({ userId: user.id }, 'login refused: account disabled');
          throw new ApiError(403, 'account_disabled', 'This account is disabled. Contact Sasar support to have it enabled again.');
        }

        // The session it replaces may be another user's.
        const changes = [changed.user(user.id), ...(request.user ? [changed.user(request.user.id)] : [])];
        const session = await ctx.database.writes.changing(changes, () =>
          ctx.database.transaction(async (tx) => {
            if (device && device !== user.deviceFingerprint) await setDeviceFingerprint(tx, user.id, device);
            if (request.sessionToken) await deleteSession(tx, request.sessionToken);
            return createSession(tx, user.id, ctx.config.sessionTtlMs);
          }),
        );
        setSessionCookies(reply, {
          sessionToken: session.token,
          csrfToken: csrfTokenFor(session.token, ctx.keys.csrfKey),
          expiresAt: session.expiresAt,
          secure: ctx.secureCookies,
        });
        request.log.info({ userId: user.id }, 'login');
        const fresh = device ? { ...user, deviceFingerprint: device } : user;
        return { data: await buildUserView(ctx.database.db, ctx.keys.tokenKey, fresh) };
      },
    );

    app.post('/api/user/logout', async (request, reply) => {
      const { sessionToken, user } = request;
      if (sessionToken && user) await ctx.database.writes.changing([changed.user(user.id)], () => deleteSession(ctx.database.db, sessionToken));
      clearSessionCookies(reply, ctx.secureCookies);
      return { data: { logged_out: true } };
    });
  };
}
