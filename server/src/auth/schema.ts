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
    captcha: optionalString(4096),
  },
} as const;

export interface LoginBody {
  user: string;
  password: string;
  token?: string | null;
  device?: string | null;
  captcha?: string | null;
}
