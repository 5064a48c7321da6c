// The browser face of shared-kit: domain rules plus the session, api client, toasts, query client, navigation,
// area lifecycles and UI kit. Shared as a Module Federation singleton: one instance per page.
// Test helpers live in 'shared-kit/testing' and are not re-exported here.
export * from './domain/index.ts';
export * from './auth/index.ts';
export * from './api/index.ts';
export * from './notify/index.ts';
export * from './query/index.ts';
export { navigateTo, openPrintView, handleLinkClick } from './navigation/index.ts';
export { AppLink } from './navigation/AppLink.tsx';
export * from './navigation/router.ts';
export {
  createAreaLifecycles,
  AreaProviders,
  AreaErrorBoundary,
  AREA_LABEL,
  createAreaRoutes,
  type AreaScreens,
  type AreaLifecycles,
  type AreaProps,
} from './lifecycles/index.tsx';
export * from './ui/index.ts';
