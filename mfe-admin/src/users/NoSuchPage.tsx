// What the user search shows for a page past the end of the list (/admin/user?page=99999): which pages there are,
// and a way to them that keeps the search and the filters.
import type { To } from 'react-router-dom';
import { ErrorState, LinkButton } from 'shared-ui';

export interface NoSuchPageProps {
  /** The page the address asked for. */
  page: number;
  /** How many pages the list has (0 when nothing matches); undefined when the server did not say. */
  pages: number | undefined;
  /** Where a page of the same search is. */
  pageLink: (page: number) => To;
}

function howManyPages(pages: number | undefined): string {
  if (pages === undefined) return '';
  if (pages === 0) return ' — no user matches';
  return pages === 1 ? ' — there is 1 page' : ` — there are ${pages} pages`;
}

export function NoSuchPage({ page, pages, pageLink }: NoSuchPageProps) {
  const last = pages && pages > 1 ? pages : null;
  return (
    <ErrorState
      compact
      title="No such page"
      message={`Page ${page} does not exist${howManyPages(pages)}.`}
      actions={
        <>
          {last !== null && (
            <LinkButton variant="primary" to={pageLink(last)}>
              Go to the last page ({last})
            </LinkButton>
          )}
          <LinkButton variant={last !== null ? 'secondary' : 'primary'} to={pageLink(1)}>
            Go to the first page
          </LinkButton>
        </>
      }
    />
  );
}
