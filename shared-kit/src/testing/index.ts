// 'shared-kit/testing': helpers for tests of the shell and the remotes (never imported by app code).
export {
  renderWithProviders,
  renderInCatalogues,
  fetchCataloguesFirst,
  mockApi,
  mockResponse,
  MockResponse,
  makeUser,
  TEST_ID_TOKEN,
  TEST_ACCESS_TOKEN,
  type MockApi,
  type MockHandler,
  type MockRequest,
} from './helpers.tsx';
export {
  areaRouteCases,
  expectNothingOutsideArea,
  expectRouteShowsTitle,
  expectSeedRoutes,
  sampleUrl,
  type SampleParams,
} from './area-routes.tsx';
export {
  crewRecordView,
  employeeListItem,
  hydratedTimesheetSummary,
  payrollPeriodView,
  projectCorrectionView,
  projectListItem,
  timesheetCorrectionView,
} from './fixtures.ts';
export { SEED_NAV_ENTRIES, SEED_ROUTES, seedArea, seedRouteTable } from './seed-routes.ts';
export { catalogueProblems, seedTextProblems } from './catalogues.ts';
