// The standalone login page's script (built without Module Federation: host/webpack.config.cjs). The server sends
// its HTML, with the form already rendered in it, for /user/login.
import { loggedInFlagSet } from 'shared-graph/host';

// SPEC §2: login is for guests; a logged-in visitor goes to /dashboard, keeping the query.
if (loggedInFlagSet()) {
  window.location.replace(`/dashboard${window.location.search}`);
} else {
  // This entry is a few hundred bytes; the form's code is a chunk of its own. A script that arrives before the first
  // frame runs before it is painted, so a single file held the prerendered form back until React was evaluated
  // (4× slower CPU: painted at about 550 ms instead of 250).
  void import('./start');
}
