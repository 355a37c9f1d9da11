// Standalone dev page for the admin team: `pnpm --filter mfe-admin dev`.
import('./bootstrap');
