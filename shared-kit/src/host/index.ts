// 'shared-kit/host': the host contract (DESIGN §3) — what must be one instance on the page, provided by the shell
// and used by every area whichever copy of the libraries it runs: the session and its token store, the api client,
// toasts, the query client, navigation between areas (with the router every area's screens read) and the area
// lifecycles. A Module Federation singleton, versioned by shared-kit's `hostContract` and changed additively
// (contract.test.ts holds the names of each version). Areas import these names from 'shared-kit', which re-exports
// them from here. The contract's other entry, 'shared-kit/unsaved-changes' (the guard), loads with the forms only.
export * from '../auth/index.ts';
export * from '../api/index.ts';
export * from '../notify/index.ts';
export * from '../query/index.ts';
export { navigateTo, openPrintView, handleLinkClick } from '../navigation/index.ts';
export { AppLink } from '../navigation/AppLink.tsx';
export { useStillHere } from '../navigation/still-here.ts';
export * from '../navigation/router.ts';
export * from '../lifecycles/index.tsx';
export { getLanguage, setLanguage, subscribeLanguage, useLanguage, type LanguageStore } from './language.ts';
