// The standalone login page's script (built without Module Federation: host/webpack.config.cjs). The server sends
// its HTML, with the form already rendered in it, for /user/login.
import { createRoot } from 'react-dom/client';
import { loggedInFlagSet } from 'shared-graph/host';
import { LoginPage } from './LoginPage';

// SPEC §2: login is for guests; a logged-in visitor goes to /dashboard, keeping the query.
if (loggedInFlagSet()) {
  window.location.replace(`/dashboard${window.location.search}`);
} else {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(<LoginPage search={window.location.search} go={(path) => window.location.replace(path)} />);
}
