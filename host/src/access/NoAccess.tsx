import { Link } from 'react-router-dom';
import { EmptyState } from 'shared-ui';

/** Shown inside the layout when a signed-in user opens a page their role does not include. */
export function NoAccess({ area }: { area: string }) {
  return (
    <EmptyState
      title="You have no access to this page"
      message={`${area} is open to other roles only. If you need it, ask an administrator of your Sasar account.`}
      action={<Link to="/">Go to the start page</Link>}
    />
  );
}
