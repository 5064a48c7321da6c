import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectListItem } from 'shared-kit';
import { makeUser, mockApi, projectListItem, renderWithProviders } from 'shared-kit/testing';
import { AreaRoutes } from '../routes';
import { projectMatches } from './project-filter';

const project = (projectId: number, projectNumber: string, description: string): ProjectListItem =>
  projectListItem({ projectId, projectNumber, description });

const PROJECTS = [
  project(1, 'P24HOU01', 'Ship Channel Pump Station Retrofit'),
  project(2, 'P24HOU02', 'Clear Lake Lift Station'),
  project(7, 'P25PIT03', 'Allegheny Riverfront Outfall'),
];

// Approver-wide, with PayrollDashboard_Export: no Project Manager preset in the URL.
const approver = makeUser(['ApproverDashboard_View', 'PayrollDashboard_Export']);

// The first test renders the whole board with code compiled on the way (several seconds on a busy machine).
jest.setTimeout(20_000);

const chosenProjects = () => new URLSearchParams(window.location.search).get('projects');

describe("the board's Projects filter (APPROVER-01)", () => {
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => api?.restore());

  const renderBoard = (route = '/approver?week=2026-11-23') => {
    api = mockApi({
      'GET /timesheets': () => [],
      'GET /project-corrections': () => [],
      'GET /projects': () => PROJECTS,
      'GET /employees': () => [],
    });
    renderWithProviders(<AreaRoutes />, { route, user: approver });
  };

  it('finds a project by its number typed with or without its spaces and hyphens, or by its name', () => {
    const [shipChannel] = PROJECTS as [ProjectListItem];
    for (const typed of ['P-24 HOU 01', 'p24hou01', 'hou', 'pump station', 'SHIP', ''])
      expect(projectMatches(shipChannel, typed)).toBe(true);
    for (const typed of ['P25', 'lift', 'P-24 HOU 02'])
      expect(projectMatches(shipChannel, typed)).toBe(false);
  });

  it('chooses two projects by keyboard, removes one with its chip, and keeps the choice in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    renderBoard();
    await screen.findByText(/There are no timesheets or corrections/);
    await user.tab();
    const search = await screen.findByRole('combobox', { name: 'Projects' });
    await waitFor(() => expect(search).toHaveFocus());

    // Typing narrows the list by project number; Enter chooses the first match, and the list stays open.
    await user.keyboard('PIT');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['P-25 PIT 03 Allegheny Riverfront Outfall']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(chosenProjects()).toBe('7'));
    expect(search).toHaveValue('');

    // By name: the list shows which are chosen (aria-selected and a check mark).
    await user.keyboard('lift');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(chosenProjects()).toBe('2,7'));
    expect(screen.getByRole('option', { name: /Clear Lake Lift Station/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('option', { name: /Ship Channel/ })).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{Escape}');
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option', { name: /Ship Channel/ })).not.toBeInTheDocument();

    // Each choice is a chip named after its project; Enter on it removes it.
    const chip = screen.getByRole('button', { name: 'Remove P-25 PIT 03 Allegheny Riverfront Outfall' });
    chip.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(chosenProjects()).toBe('2'));
    expect(screen.queryByRole('button', { name: /^Remove P-25 PIT 03/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove P-24 HOU 02 Clear Lake Lift Station' }),
    ).toBeInTheDocument();
  });

  it('chooses with Space while nothing is typed, and un-chooses a chosen project from the list', async () => {
    const user = userEvent.setup({ delay: null });
    renderBoard('/approver?week=2026-11-23&projects=1');
    expect(
      await screen.findByRole('button', { name: 'Remove P-24 HOU 01 Ship Channel Pump Station Retrofit' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Projects' }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));

    // The first option (the chosen Ship Channel) is highlighted: Space un-chooses it, ArrowDown and Space choose the next.
    await user.keyboard(' ');
    await waitFor(() => expect(chosenProjects()).toBeNull());
    await user.keyboard('{ArrowDown} ');
    await waitFor(() => expect(chosenProjects()).toBe('2'));
    expect(screen.getByRole('combobox', { name: 'Projects' })).toHaveValue('');
  });

  it('leaves the field without choosing anything, and Backspace in the empty field removes the last choice', async () => {
    const user = userEvent.setup({ delay: null });
    renderBoard('/approver?week=2026-11-23&projects=1,2');
    await screen.findByRole('button', { name: /^Remove P-24 HOU 02/ });
    await user.click(screen.getByRole('textbox', { name: 'Projects' }));
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.tab();
    expect(chosenProjects()).toBe('1,2');

    screen.getByRole('combobox', { name: 'Projects' }).focus();
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(chosenProjects()).toBe('1'));
  });
});
