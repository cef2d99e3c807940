/**
 * What the page shares of react-router (tools/webpack.cjs): its declarative mode — routers, routes, links,
 * hooks and path helpers. A shared singleton is provided whole, so webpack cannot drop the exports nobody
 * imports; sharing this list instead of the package leaves out data routers, framework mode (SSR, RSC,
 * sessions, cookies; StaticRouter stays for server rendering), the memory and hash routers (the storefront
 * widgets' router is `Router` over their own history), search-param and outlet-context hooks, generatePath and
 * the UNSAFE_ internals, which no app here uses. An app that needs another export adds it here: the host and the remotes are built from this one list (tools/test/sharedExports.test.ts).
 */
export {
  BrowserRouter,
  StaticRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
  useInRouterContext,
  useParams,
  useHref,
  useResolvedPath,
  useMatch,
  useRoutes,
  useOutlet,
  useLinkClickHandler,
  createPath,
  parsePath,
  matchPath,
  matchRoutes,
  resolvePath,
  createRoutesFromChildren,
  createRoutesFromElements,
  renderMatches,
} from 'shop-full-package/react-router';
