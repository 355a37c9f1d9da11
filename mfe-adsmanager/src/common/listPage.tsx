// The layout every ads manager list page shares (one account's list, the list over several accounts, the creatives):
// the page's column of blocks, a muted note, and the footer with what is loaded, "Load more" and a page's failure.
import type { ReactNode } from 'react';
import { Button, Inline, Stack } from 'shared-ui';
import styled from 'styled-components';

/** The page: header, toolbar, notes, grid and footer one under the other. */
export function ListPage({ children }: { children: ReactNode }) {
  return <Stack gap="md">{children}</Stack>;
}

/** A line that explains the list (what is counted, how money is added up). */
export const ListNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A toolbar strip that takes the row's width; a `ListSpacer` in it pushes what follows to the end. */
export const ListStrip = styled(Inline)`
  width: 100%;
`;

export const ListSpacer = styled.span`
  flex: 1;
`;

export interface ListFooterProps {
  /** What is loaded, read out when it changes ('' while the first page loads). */
  status: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The button's words (default "Load more"). */
  loadMoreLabel?: string;
  /** Why the next page did not come, if it did not. */
  failure?: string | null;
}

export function ListFooter({ status, hasMore, loadingMore, onLoadMore, loadMoreLabel = 'Load more', failure }: ListFooterProps) {
  return (
    <Footer gap="md">
      <span role="status">{status}</span>
      {hasMore && (
        <Button size="sm" variant="secondary" loading={loadingMore} onClick={onLoadMore}>
          {loadMoreLabel}
        </Button>
      )}
      {failure && <span role="alert">{failure}</span>}
    </Footer>
  );
}

const Footer = styled(Inline)`
  color: ${({ theme }) => theme.colors.muted};
`;
