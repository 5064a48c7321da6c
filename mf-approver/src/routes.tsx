import { createAreaRoutes } from 'shared-kit';

// No screen of the area is built yet: every route of it shows the area overview (later issues add screens here).
export const AreaRoutes = createAreaRoutes({ area: 'mf-approver', screens: {}, build: __BUILD_VERSION__ });
