// Standalone dev page for the research team: `pnpm --filter mfe-research dev`.
import('./bootstrap');
