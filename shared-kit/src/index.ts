// The root entry 'shared-kit': the libraries every area's first screen needs — the domain rules and messages those
// use and the basic UI kit — and, by name, the host contract ('shared-kit/host': session, api client, toasts, query
// client, navigation, area lifecycles, unsaved-changes guard), which stays one instance whichever copy of this entry
// a remote runs. A library, not a singleton: each remote runs the copy it was built with, shared where the builds
// agree (DESIGN §3). Downloaded by every page before its first render: keep it small (docs/performance.md). The
// rest of the domain ships in lazily shared entries that re-export it: 'shared-kit/master-data', 'shared-kit/payroll',
// 'shared-kit/timesheet-form'. Node code reads the whole domain from 'shared-kit/domain'. Test helpers live in
// 'shared-kit/testing' and are not re-exported here.
export {
  API_PREFIX,
  AREA_LABEL,
  ApiError,
  AppLink,
  AreaErrorBoundary,
  AreaPending,
  AreaProviders,
  BrowserRouter,
  Link,
  MAX_NOTIFICATIONS,
  NOTIFICATION_TIMEOUT_MS,
  NOTIFICATION_TRANSITION_MS,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  STORAGE_KEYS,
  Toasts,
  UnexpectedAnswerError,
  api,
  attachedResponse,
  checkAnswer,
  createAreaLifecycles,
  createAreaRoutes,
  createNotificationStore,
  createSearchParams,
  createSessionStore,
  filenameFromDisposition,
  handleLinkClick,
  lazyScreen,
  matchPath,
  navigateTo,
  notificationText,
  notify,
  openPrintView,
  queryClient,
  randomId,
  recordScreens,
  session,
  shouldRetry,
  toQueryString,
  useCurrentUser,
  useDebouncedValue,
  useLocation,
  useMatch,
  useNavigate,
  useNotifications,
  useNotifyingMutation,
  useParams,
  usePermission,
  useSearchParams,
  useSession,
  useStillHere,
} from 'shared-kit/host';
export type * from 'shared-kit/host';
export * from './domain/permissions.ts';
export * from './domain/user.ts';
export * from './domain/states.ts';
export * from './domain/dates.ts';
export * from './domain/project-number.ts';
export * from './domain/routes.ts';
export * from './domain/timesheet.ts';
export * from './domain/errors.ts';
export * from './domain/enums.ts';
export * from './domain/api-timesheets.ts';
export * from './domain/paging.ts';
export * from './domain/sort-fields.ts';
export * from './domain/timesheet-actions.ts';
// The payroll dashboard's first render enables its actions by state: a few lines, unlike the payroll entry's schemas.
export * from './domain/payroll-actions.ts';
export * from './domain/timesheet-action-texts.ts';
export * from './ui/index.ts';
