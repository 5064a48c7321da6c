// 'shared-kit', the core of the kit (README, "The entries, by concept"): the host contract by name ('shared-kit/host':
// session, api client, toasts, query client, navigation, area lifecycles), which stays one instance whichever copy of
// this entry a remote runs; the domain's vocabulary every area speaks (permissions, user, states, dates, route
// matching, timesheet summaries, errors, paging, sort fields, the timesheet actions' texts, the actions a payroll
// period's state allows); and the base components.
// A library, not a singleton: each remote runs the copy it was built with, shared where the builds agree (DESIGN §3).
// Every page downloads it before its first render, so a part of the domain or a widget only some screens use goes to
// the entry of its concept: 'shared-kit/master-data', '/payroll', '/timesheet-form', '/ui', '/list', '/form'. Node
// code reads the whole domain from 'shared-kit/domain'; test helpers live in 'shared-kit/testing'.
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
  getLanguage,
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
  setLanguage,
  shouldRetry,
  toQueryString,
  useCurrentUser,
  useDebouncedValue,
  useLanguage,
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
export * from './domain/paging.ts';
export * from './domain/sort-fields.ts';
// The payroll dashboard's first render enables its actions by state: a few lines, unlike the payroll entry's schemas.
export * from './domain/payroll-actions.ts';
export * from './domain/timesheet-action-texts.ts';
// Whether an error is no answer from the api (not a refusal): the foreman area's offline rules and the shell's kept
// reads decide by this one rule.
export { noAnswer } from './connection/no-answer.ts';
export * from './ui/index.ts';
