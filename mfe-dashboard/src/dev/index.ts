// Standalone dev page for the dashboard team: `pnpm --filter mfe-dashboard dev`.
import('./bootstrap');
