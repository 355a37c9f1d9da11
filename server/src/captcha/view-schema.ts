/** The captcha challenge the server issues: show `image`, send back `{ id, answer }` with the login. */
import Type from 'typebox';

export const captchaChallenge = Type.Object({
  id: Type.String(),
  image: Type.String(),
  expires_at: Type.String(),
});
