const optionalString = (maxLength: number) => ({ type: ['string', 'null'], maxLength });

export const loginBody = {
  type: 'object',
  required: ['user', 'password'],
  properties: {
    user: { type: 'string', minLength: 1, maxLength: 200 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
    /** Accepted for client compatibility; connecting a platform token is update-token's job. */
    token: optionalString(4096),
    device: optionalString(512),
    /** The answer to the challenge the server issued (required after repeated failures). */
    captcha: {
      type: ['object', 'null'],
      required: ['id', 'answer'],
      additionalProperties: false,
      properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, answer: { type: 'string', maxLength: 32 } },
    },
  },
} as const;

export interface LoginBody {
  user: string;
  password: string;
  token?: string | null;
  device?: string | null;
  captcha?: { id: string; answer: string } | null;
}
