import { CONTRACT_VERSION, type RemoteRouteModule } from 'shared-graph';
import { RuleBuilderScreen } from './builder/RuleBuilderScreen';
import { RuleDetailScreen } from './detail/RuleDetailScreen';
import { HistoryScreen } from './history/HistoryScreen';
import { RuleListScreen } from './list/RuleListScreen';
import { TemplateScreen } from './templates/TemplateScreen';

const area: RemoteRouteModule = {
  contractVersion: CONTRACT_VERSION,
  routes: [
    {
      path: '/rules',
      handle: { name: 'automation', title: 'Automation rules — Sasar', ribbon: true },
      children: [
        { index: true, handle: { name: 'automation-list' }, element: <RuleListScreen /> },
        { path: 'template', handle: { name: 'automation-template', title: 'Rule templates — Sasar' }, element: <TemplateScreen /> },
        { path: 'create', handle: { name: 'automation-create', title: 'Create a rule — Sasar' }, element: <RuleBuilderScreen /> },
        { path: 'history', handle: { name: 'automation-history', title: 'Rule execution log — Sasar' }, element: <HistoryScreen /> },
        { path: ':id/:history?', handle: { name: 'automation-detail', title: 'Rule — Sasar' }, element: <RuleDetailScreen /> },
      ],
    },
  ],
};

export default area;
