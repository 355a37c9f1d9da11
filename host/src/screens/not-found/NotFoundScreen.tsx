import { Link, useLocation } from 'react-router-dom';
import { EmptyState } from 'shared-ui';

export function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <EmptyState
      title="Page not found"
      message={`There is no page at ${pathname}.`}
      action={<Link to="/">Go to the research area</Link>}
    />
  );
}
