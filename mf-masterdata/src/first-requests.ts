// This area's first-requests script (shared-kit/federation builds src/first-requests.ts on its own, without Module
// Federation, and the bff names it in the page of a route this area owns): sends the opened screen's first requests
// while the shell and this area still download.
import { createRouteTable, routesOf } from 'shared-kit/domain';
import { sendScreenRequests } from 'shared-kit/first-requests';
import { AREA } from './area';
import { SCREEN_REQUESTS } from './screen-requests';

sendScreenRequests(
  AREA.name,
  SCREEN_REQUESTS,
  createRouteTable(routesOf(AREA)).match(window.location.pathname),
  window.location.search,
);
