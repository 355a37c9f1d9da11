// The password rule the server enforces, said before sending (password reset and account settings).
export const PASSWORD_MIN_LENGTH = 8;

export function newPasswordProblem(password: string, repeat: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `The new password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (!/\S/.test(password)) return 'The new password must not be only spaces.';
  if (password !== repeat) return 'The two passwords are not the same.';
  return null;
}
