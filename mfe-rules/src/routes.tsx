import { CONTRACT_VERSION, type RemoteRouteModule } from 'shared-graph';
import { RULES_PAGE_TEXTS as TEXT } from './pageTexts';
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
      handle: { name: 'automation', meta: TEXT.automation, ribbon: true },
      children: [
        { index: true, handle: { name: 'automation-list', meta: TEXT.list }, element: <RuleListScreen /> },
        { path: 'template', handle: { name: 'automation-template', meta: TEXT.template }, element: <TemplateScreen /> },
        { path: 'create', handle: { name: 'automation-create', meta: TEXT.create }, element: <RuleBuilderScreen /> },
        { path: 'history', handle: { name: 'automation-history', meta: TEXT.history }, element: <HistoryScreen /> },
        { path: ':id/:history?', handle: { name: 'automation-detail', meta: TEXT.detail }, element: <RuleDetailScreen /> },
      ],
    },
  ],
};

export default area;
