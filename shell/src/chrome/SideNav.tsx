import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  handleLinkClick,
  inLanguage,
  listEntryLink,
  type NavEntry,
  type RouteTable,
  type SignedInUser,
} from 'shared-kit';
import { FormattedMessage, useIntl } from 'shared-kit/i18n';
import { useRouteTable } from '../guards/route-table-context';
import { SignOutButton } from './offline-queue';

/**
 * Below 1024 px (a phone, a tablet in portrait) the navigation is a Menu bar above the page: kept as a 240 px column
 * at 768 it left the foreman's lists too narrow for their State column.
 */
export const NAV_COLLAPSED = '(max-width: 1023.98px)';
const SMALL_SCREEN = NAV_COLLAPSED;

const subscribeToMedia = (listener: () => void): (() => void) => {
  const media = window.matchMedia?.(SMALL_SCREEN);
  media?.addEventListener('change', listener);
  return () => media?.removeEventListener('change', listener);
};
const isSmallScreen = (): boolean => window.matchMedia?.(SMALL_SCREEN).matches ?? false;

const Nav = styled.nav`
  flex: none;
  width: 15rem;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.nav};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  @media ${SMALL_SCREEN} {
    width: auto;
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  }
`;

const Entries = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const EntryLink = styled.a`
  display: block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  ${listEntryLink}
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.navActive};
    color: ${({ theme }) => theme.colors.onNavActive};
    font-weight: 700;
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
  }
`;

const Toggle = styled(Button)`
  width: 100%;
  justify-content: space-between;
`;

/**
 * The entry whose path is the longest prefix of the current path ('/payroll/roles/3' → Roles, not Payroll), or of the
 * section the route table gives the page (a Daily Timesheet belongs to Timesheets, not the Foreman Dashboard).
 */
export function activeEntry(table: RouteTable, entries: NavEntry[], pathname: string): NavEntry | null {
  const section = table.match(pathname)?.route.navSection ?? pathname;
  const matching = entries.filter((entry) => section === entry.path || section.startsWith(`${entry.path}/`));
  return matching.sort((left, right) => right.path.length - left.path.length)[0] ?? null;
}

const Reserved = styled.span`
  display: block;
  visibility: hidden;
`;

/**
 * The navigation's place while the account loads (GET /user on the first page after sign-in): the side column on a
 * wide screen, the height of the Menu bar below 1024 px. Without it the page moved down or right when the account
 * arrived (Lighthouse mobile, cold first visit after sign-in: CLS 0.18–0.20 on /foreman). Nothing to read or use in
 * it, so it is hidden from assistive technology.
 */
export function SideNavPlaceholder() {
  const small = useSyncExternalStore(subscribeToMedia, isSmallScreen, () => false);
  return (
    <Nav aria-hidden="true" data-testid="side-nav-placeholder">
      {small && (
        <Reserved>
          <Toggle variant="secondary" tabIndex={-1} disabled>
            <FormattedMessage id="shell.nav.menu" />
          </Toggle>
        </Reserved>
      )}
    </Nav>
  );
}

/**
 * Side navigation (SHELL-44…55): the route table's entries the user has permission for, in their order (the seeds'
 * order for the seeds' entries; a remote places a new one by its `nav.order`); below 1024 px
 * collapsed behind a Menu button (a disclosure: Escape closes it, and so does navigating, with the focus back on the
 * button); Sign Out (SHELL-15).
 */
export function SideNav({ user, pathname }: { user: SignedInUser; pathname: string }) {
  const intl = useIntl();
  const small = useSyncExternalStore(subscribeToMedia, isSmallScreen, () => false);
  const [open, setOpen] = useState(!small);
  const table = useRouteTable();
  const entries = table.navEntriesFor(user);
  const active = activeEntry(table, entries, pathname);

  const toggleRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  // Collapse after navigating on a small screen, so the page is visible; the focus, if it was on the entry just
  // followed, goes back to the Menu button instead of being lost with the hidden entries.
  useEffect(() => {
    if (!small) return;
    if (contentRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
    setOpen(false);
  }, [pathname, small]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !small || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  const expanded = !small || open;
  return (
    <Nav aria-label={intl.formatMessage({ id: 'shell.nav.label' })} onKeyDown={onKeyDown}>
      {small && (
        <Toggle
          ref={toggleRef}
          variant="secondary"
          aria-expanded={open}
          aria-controls="side-nav-content"
          onClick={() => setOpen(!open)}
        >
          <FormattedMessage id="shell.nav.menu" /> <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </Toggle>
      )}
      <div id="side-nav-content" ref={contentRef} hidden={!expanded}>
        <Entries>
          {entries.map((entry) => (
            <li key={entry.path}>
              <EntryLink
                href={entry.path}
                aria-current={entry === active ? 'page' : undefined}
                onClick={handleLinkClick}
              >
                {inLanguage(entry.label, entry.labels, intl.locale)}
              </EntryLink>
            </li>
          ))}
        </Entries>
        <SignOutButton />
      </div>
    </Nav>
  );
}
