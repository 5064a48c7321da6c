import { sendFirstRequests } from 'shared-kit/first-requests';

// GET /api/user leaves with this script, before the shared modules below are negotiated: the api client takes its
// answer when the user loader asks (shared-kit/first-requests). Asked after the shell's first render, it was the last
// request before the page's largest paint in Lighthouse's first-visit graph.
sendFirstRequests([{ path: '/user' }]);
// Async boundary: Module Federation negotiates the shared singletons before any of them is imported.
import('./bootstrap');
