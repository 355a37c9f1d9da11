// What the suite uses of react-router, and all the host offers to the remotes as the `react-router` singleton.
// A shared singleton is never tree-shaken (any remote may ask for any export), so offering the whole package put
// its server half (request handlers, sessions, cookies, RSC) on every page: 52 KB brotli instead of 27 KB.
// router-surface.test.ts fails when a workspace file imports a name that is missing here: add it, and rebuild.
export {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  useInRouterContext,
  useLocation,
  useMatches,
  useNavigate,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from 'sasar-react-router-full';
