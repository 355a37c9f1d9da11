import { createRoot } from 'react-dom/client';
import { LoginPage } from './LoginPage';

function mount() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(<LoginPage search={window.location.search} go={(path) => window.location.replace(path)} />);
}

// The live form replaces the prerendered one once that has been presented (two frames on): replaced sooner, the
// browser drops the paint it had not presented yet and shows the form only after React has rendered it.
requestAnimationFrame(() => requestAnimationFrame(mount));
