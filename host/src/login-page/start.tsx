import { createRoot } from 'react-dom/client';
import { afterPageLoad, installServiceWorker } from '../service-worker/registerServiceWorker';
import { LoginPage } from './LoginPage';

function mount() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(<LoginPage search={window.location.search} go={(path) => window.location.replace(path)} />);
  installAppWorkerWhenIdle();
}

/**
 * The app's service worker installs while the visitor types, once the form is live and the page idle: it keeps the
 * app's first-load scripts with their compiled code (host/build/sw.template.js), so the app starts from them after
 * the login.
 */
function installAppWorkerWhenIdle() {
  const register = () => afterPageLoad(() => installServiceWorker());
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(register, { timeout: 2000 });
  else setTimeout(register, 500);
}

// The live form replaces the prerendered one once that has been presented (two frames on): replaced sooner, the
// browser drops the paint it had not presented yet and shows the form only after React has rendered it.
requestAnimationFrame(() => requestAnimationFrame(mount));
