import type { ScreenFirstRequests } from 'shared-kit/first-requests';
import { projectListRequest } from './projects/project-list-query';

/**
 * The first GETs of this area's screens that the page sends with its HTML (src/first-requests.ts), before the
 * area's code has arrived: each the same request the screen's prefetch makes, so the api client hands its answer
 * over. Only screens whose largest content waits for the answer are listed (the project list's rows).
 */
export const SCREEN_REQUESTS: Readonly<Record<string, ScreenFirstRequests>> = {
  '/approver/projects': ({ search }) => [projectListRequest(search)],
};
