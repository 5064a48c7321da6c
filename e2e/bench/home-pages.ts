import { DEMO } from '../support/auth.ts';

/**
 * The areas' home pages and what their content is: the rows of the list or board a user came for (issue 41: speed is
 * judged by the screen's content, not its first heading). /reports has no rows; its content is the report it offers.
 */
export const HOME_PAGES = [
  { path: '/foreman', account: DEMO.foreman, content: 'table tbody tr' },
  { path: '/approver', account: DEMO.approver, content: 'section[aria-label*=", "] li' },
  { path: '/payroll', account: DEMO.payroll, content: 'table tbody tr' },
  { path: '/approver/projects', account: DEMO.approver, content: 'table tbody tr' },
  { path: '/reports', account: DEMO.foreman, content: 'main button' },
] as const;

/**
 * Records, in the page, the moment (ms after navigation start) a frame first shows an element matching `selector`,
 * as `window.contentAt`. Meant for `addInitScript`, so it watches every page load from its start.
 */
export function watchContent(selector: string): void {
  const frame = () => {
    const element = document.querySelector(selector);
    if (element?.checkVisibility()) {
      (window as unknown as { contentAt: number }).contentAt = performance.now();
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
