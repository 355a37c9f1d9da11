// Standalone dev page for the adsmanager team: `pnpm --filter mfe-adsmanager dev`.
import('./bootstrap');
