import { fireEvent, render, screen } from '@testing-library/react';
import { Link, handleLinkClick } from 'shared-kit';
import { renderWithProviders } from 'shared-kit/testing';
import {
  LEAVES_PAGE,
  UNSAVED_CHANGES,
  useUnsavedChangesPrompt,
  type UnsavedChangesGuard,
} from './unsaved-changes.ts';

/** A screen with a form that is `dirty`; `expose` hands its guard to the test. */
function Screen({ dirty, expose }: { dirty: boolean; expose?: (guard: UnsavedChangesGuard) => void }) {
  const guard = useUnsavedChangesPrompt(dirty);
  expose?.(guard);
  return null;
}

/**
 * What single-spa (6) dispatches before it routes: `originalEvent` is the popstate it reacts to — the browser's own
 * for Back/Forward, its synthetic one (singleSpa, singleSpaTrigger) for pushState/replaceState. True if cancelled.
 */
function beforeRouting(originalEvent: Event, oldUrl: string, newUrl: string): boolean {
  let cancelled = false;
  window.dispatchEvent(
    new CustomEvent('single-spa:before-routing-event', {
      detail: { oldUrl, newUrl, originalEvent, cancelNavigation: () => (cancelled = true) },
    }),
  );
  return cancelled;
}

const HERE = 'http://localhost/foreman/projects/10/timesheets/77';
const DASHBOARD = 'http://localhost/foreman';

/** single-spa's popstate for a pushState/replaceState (navigateTo, an area's router). */
const synthetic = (trigger: 'pushState' | 'replaceState', state: unknown = null) =>
  Object.assign(new PopStateEvent('popstate', { state }), { singleSpa: true, singleSpaTrigger: trigger });

/** The browser's popstate for Back or Forward. */
const browserBack = () => new PopStateEvent('popstate', { state: null });

const beforeUnloadPasses = () => fireEvent(window, new Event('beforeunload', { cancelable: true }));

describe('unsaved-changes guard (TS-DETAIL-24)', () => {
  let confirm: jest.SpyInstance;
  beforeEach(() => {
    confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    window.history.replaceState(null, '', '/foreman/projects/10/timesheets/77');
    // Held: the history repair after a refusal (its own test below).
    jest.useFakeTimers();
  });
  afterEach(() => {
    confirm.mockRestore();
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  it('asks nothing while nothing was changed', () => {
    render(<Screen dirty={false} />);
    expect(beforeRouting(browserBack(), HERE, DASHBOARD)).toBe(false);
    expect(beforeRouting(synthetic('pushState'), HERE, DASHBOARD)).toBe(false);
    expect(beforeUnloadPasses()).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it(`asks "${UNSAVED_CHANGES}" on a click on an area's link; a refusal stays, a yes goes`, () => {
    renderWithProviders(
      <>
        <Screen dirty />
        <Link to="/foreman/timesheets">Timesheets</Link>
      </>,
      { route: '/foreman/projects/10/timesheets/77' },
    );
    const link = screen.getByRole('link', { name: 'Timesheets' });
    expect(fireEvent.click(link)).toBe(false);
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES);
    expect(window.location.pathname).toBe('/foreman/projects/10/timesheets/77');
    confirm.mockReturnValue(true);
    fireEvent.click(link);
    expect(window.location.pathname).toBe('/foreman/timesheets');
  });

  it('asks on the shell’s navigation links (history API links), and lets anchors and new tabs through', () => {
    render(
      <>
        <Screen dirty />
        <a href="/approver" onClick={handleLinkClick}>
          Approver Dashboard
        </a>
        {/* The guard lets these through; the test stops them before jsdom navigates. */}
        <a href="#daily-journal" onClick={(event) => event.preventDefault()}>
          Daily Journal
        </a>
        <a href="/reports" target="_blank" rel="noreferrer" onClick={(event) => event.preventDefault()}>
          Reports
        </a>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Approver Dashboard' }))).toBe(false);
    expect(window.location.pathname).toBe('/foreman/projects/10/timesheets/77');
    expect(confirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'Daily Journal' }));
    fireEvent.click(screen.getByRole('link', { name: 'Reports' }));
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it(`asks on a button marked ${LEAVES_PAGE} (the shell's Sign Out) before its own handler runs`, () => {
    const signOut = jest.fn();
    render(
      <>
        <Screen dirty />
        <button {...{ [LEAVES_PAGE]: '' }} onClick={signOut}>
          Sign Out
        </button>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES);
    expect(signOut).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    // The navigation it starts is not asked about again.
    expect(beforeRouting(synthetic('pushState'), HERE, 'http://localhost/login')).toBe(false);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('cancels the browser’s Back and Forward through single-spa when the user stays', () => {
    render(<Screen dirty />);
    expect(beforeRouting(browserBack(), HERE, DASHBOARD)).toBe(true);
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES);
  });

  it('cancels a navigateTo (single-spa’s pushState) when the user stays', () => {
    render(<Screen dirty />);
    expect(beforeRouting(synthetic('pushState'), HERE, DASHBOARD)).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('does not ask about a replace, a hash change, or a push the area’s own router already made', () => {
    render(<Screen dirty />);
    expect(beforeRouting(synthetic('replaceState'), HERE, `${HERE}/saved`)).toBe(false);
    expect(beforeRouting(browserBack(), HERE, `${HERE}#daily-journal`)).toBe(false);
    const routerState = { usr: null, key: 'k3x9', idx: 4 };
    expect(beforeRouting(synthetic('pushState', routerState), HERE, `${HERE}/audit`)).toBe(false);
    // A reroute that does not change the URL (triggerAppChange after sign-in).
    expect(beforeRouting(synthetic('pushState'), HERE, HERE)).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('after a refused navigateTo, returns to the guarded entry with the refused URL one entry on', async () => {
    jest.useRealTimers();
    render(<Screen dirty />);
    const length = window.history.length;
    // What single-spa does: navigateTo pushes, the guard refuses, single-spa writes the guarded URL back.
    window.history.pushState(null, '', '/foreman');
    expect(beforeRouting(synthetic('pushState'), HERE, DASHBOARD)).toBe(true);
    window.history.replaceState(null, '', '/foreman/projects/10/timesheets/77');

    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    expect(window.location.pathname).toBe('/foreman/projects/10/timesheets/77');
    expect(window.history.length).toBe(length + 1);
    window.history.forward();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    expect(window.location.pathname).toBe('/foreman');
  });

  it('asks once for two dirty forms on the page, and after a yes nothing asks again', () => {
    render(
      <>
        <Screen dirty />
        <Screen dirty />
      </>,
    );
    confirm.mockReturnValue(true);
    expect(beforeRouting(synthetic('pushState'), HERE, DASHBOARD)).toBe(false);
    expect(confirm).toHaveBeenCalledTimes(1);
    // The navigation goes on: single-spa's later events and the tab's unload are not asked about.
    expect(beforeRouting(browserBack(), HERE, DASHBOARD)).toBe(false);
    expect(beforeUnloadPasses()).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('guards again once the form is dirty again', () => {
    const { rerender } = render(<Screen dirty />);
    confirm.mockReturnValue(true);
    beforeRouting(browserBack(), HERE, DASHBOARD);
    rerender(<Screen dirty={false} />);
    rerender(<Screen dirty />);
    confirm.mockReturnValue(false);
    expect(beforeRouting(browserBack(), HERE, DASHBOARD)).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('asks the browser before the tab is closed or reloaded', () => {
    render(<Screen dirty />);
    expect(beforeUnloadPasses()).toBe(false);
  });

  it('stops guarding when the screen goes away', () => {
    const { unmount } = render(<Screen dirty />);
    unmount();
    expect(beforeUnloadPasses()).toBe(true);
    expect(beforeRouting(browserBack(), HERE, DASHBOARD)).toBe(false);
  });

  it('lets a screen leave on its own terms: release() and confirmLeave()', () => {
    let guard: UnsavedChangesGuard | undefined;
    const { rerender } = render(<Screen dirty expose={(value) => (guard = value)} />);
    expect(guard?.confirmLeave()).toBe(false);
    expect(confirm).toHaveBeenCalledTimes(1);
    guard?.release();
    expect(beforeRouting(synthetic('pushState'), HERE, DASHBOARD)).toBe(false);
    expect(guard?.confirmLeave()).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(1);

    rerender(<Screen dirty={false} expose={(value) => (guard = value)} />);
    expect(guard?.confirmLeave()).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
