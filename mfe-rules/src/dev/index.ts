// Standalone dev page for the rules team: `pnpm --filter mfe-rules dev`.
import('./bootstrap');
