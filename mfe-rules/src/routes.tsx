import { CONTRACT_VERSION, type RemoteRouteModule } from 'shared-graph';
import { ScreenPlaceholder } from 'shared-ui';

const area: RemoteRouteModule = {
  contractVersion: CONTRACT_VERSION,
  routes: [
    {
      path: '/rules',
      handle: { name: 'automation', title: 'Automation rules — Sasar', ribbon: true },
      children: [
        { index: true, handle: { name: 'automation-list' }, element: <ScreenPlaceholder name="automation-list" title="Rules" /> },
        { path: 'template', handle: { name: 'automation-template', title: 'Rule templates — Sasar' }, element: <ScreenPlaceholder name="automation-template" title="Rule templates" /> },
        { path: 'create', handle: { name: 'automation-create', title: 'Create a rule — Sasar' }, element: <ScreenPlaceholder name="automation-create" title="Create a rule" /> },
        { path: 'history', handle: { name: 'automation-history', title: 'Rule execution log — Sasar' }, element: <ScreenPlaceholder name="automation-history" title="Execution log" /> },
        { path: ':id/:history?', handle: { name: 'automation-detail', title: 'Rule — Sasar' }, element: <ScreenPlaceholder name="automation-detail" title="Rule detail" /> },
      ],
    },
  ],
};

export default area;
