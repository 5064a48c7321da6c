import { AREA_LABEL as AREA_LABELS, ROUTES } from 'shared-kit';
import type { AppRoute, RemoteName } from 'shared-kit';

export const AREA_NAME: RemoteName = 'mf-approver';
/** How users call this area, e.g. in the later-releases notice. */
export const AREA_LABEL = AREA_LABELS[AREA_NAME];

/** The routes this remote owns, in the route table's order (DESIGN §2). */
export const AREA_ROUTES: readonly AppRoute[] = ROUTES.filter((route) => route.owner === AREA_NAME);
