import styled from 'styled-components';
import { ApiError } from 'shared-graph';
import { Card } from 'shared-ui';

/** The frame of the guest screens (login, reset): a centred card on the app background. */
export const GuestPage = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.background};
  padding: ${({ theme }) => theme.space.lg};
`;

export const GuestPanel = styled(Card)`
  width: min(420px, 100%);
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The server's message for an answered request, or a plain word about the connection when none came back. */
export function requestErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return error.message;
  return 'Sasar could not reach the server. Check your connection and try again.';
}
