// The root entry 'shared-kit': what the shell and every area's first screen need — the session, api client, toasts,
// query client, navigation, area lifecycles, the basic UI kit and the domain those use. One Module Federation
// singleton, downloaded by every page before its first render: keep it small (README "Shared code and the page
// budget"). The rest of the domain ships in lazily shared entries that re-export it: 'shared-kit/master-data',
// 'shared-kit/payroll', 'shared-kit/timesheet-form'. Node code reads the whole domain from 'shared-kit/domain'.
// Test helpers live in 'shared-kit/testing' and are not re-exported here.
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
export * from './auth/index.ts';
export * from './api/index.ts';
export * from './notify/index.ts';
export * from './query/index.ts';
export { navigateTo, openPrintView, handleLinkClick } from './navigation/index.ts';
export { AppLink } from './navigation/AppLink.tsx';
export { useStillHere } from './navigation/still-here.ts';
export * from './navigation/router.ts';
// Every name of lifecycles/ is for every area's first page: the lifecycles, providers and the route builder.
export * from './lifecycles/index.tsx';
export * from './ui/index.ts';
