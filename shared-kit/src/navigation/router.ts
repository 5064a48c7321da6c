/**
 * The router of every area, part of the host contract ('shared-kit/host', a Module Federation singleton), so this
 * gives the page one react-router instance (one set of contexts) just as sharing react-router-dom would, but
 * webpack tree-shakes it to what the portal uses: a shared package is shipped whole (react-router 7: ~62 KiB gzip
 * of the /foreman critical path). Areas import router APIs from 'shared-kit', never from react-router-dom (ESLint).
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, NavigateOptions, To } from 'react-router-dom';
