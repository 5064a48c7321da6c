import { askUserEarly } from './auth/early-user';

// GET /api/user leaves with this script, before the shared modules below are negotiated (auth/early-user.ts).
askUserEarly();
// Async boundary: Module Federation negotiates the shared singletons before any of them is imported.
import('./bootstrap');
