import { Outlet } from 'react-router-dom';
import { usePageMeta } from './usePageMeta';
import { HostToasts } from './HostToasts';

/** Wraps every route: page meta from the matched routes, and the toast stack. */
export function Root() {
  usePageMeta();
  return (
    <>
      <Outlet />
      <HostToasts />
    </>
  );
}
