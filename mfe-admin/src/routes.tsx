import { Navigate } from 'react-router-dom';
import { CONTRACT_VERSION, type RemoteRouteModule } from 'shared-graph';
import { ScreenPlaceholder } from 'shared-ui';

// Route names start with 'admin-': SPEC §2 exempts them from the Facebook-related redirects.
const area: RemoteRouteModule = {
  contractVersion: CONTRACT_VERSION,
  routes: [
    {
      path: '/admin',
      handle: { name: 'admin', title: 'Admin — Sasar', ribbon: true },
      children: [
        { index: true, element: <Navigate to="overview" replace /> },
        { path: 'overview', handle: { name: 'admin-overview', title: 'Admin overview — Sasar' }, element: <ScreenPlaceholder name="admin-overview" title="Admin overview" /> },
        { path: 'sticky-message', handle: { name: 'admin-sticky-message', title: 'Sticky message — Sasar' }, element: <ScreenPlaceholder name="admin-sticky-message" title="Sticky message" /> },
        {
          path: 'rule-template',
          handle: { name: 'admin-rule-template', title: 'Rule templates — Sasar' },
          children: [
            { index: true, handle: { name: 'admin-rule-template-list' }, element: <ScreenPlaceholder name="admin-rule-template-list" title="Rule templates" /> },
            { path: 'create', handle: { name: 'admin-rule-template-create' }, element: <ScreenPlaceholder name="admin-rule-template-create" title="New rule template" /> },
            { path: 'setting', handle: { name: 'admin-rule-template-setting' }, element: <ScreenPlaceholder name="admin-rule-template-setting" title="Rule template settings" /> },
            { path: ':id', handle: { name: 'admin-rule-template-detail' }, element: <ScreenPlaceholder name="admin-rule-template-detail" title="Rule template" /> },
          ],
        },
        { path: 'user', handle: { name: 'admin-user', title: 'Users — Sasar' }, element: <ScreenPlaceholder name="admin-user" title="Users" /> },
        { path: 'user/:id', handle: { name: 'admin-user-detail', title: 'User — Sasar' }, element: <ScreenPlaceholder name="admin-user-detail" title="User" /> },
      ],
    },
    {
      path: '/setting/cs/users',
      handle: { name: 'admin-cs-users', title: 'CS users — Sasar', ribbon: true },
      element: <ScreenPlaceholder name="admin-cs-users" title="Customer service: users" />,
    },
  ],
};

export default area;
