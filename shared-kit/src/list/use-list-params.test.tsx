import { useMemo, useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-kit/testing';
import { listParam } from './params.ts';
import { useListParams } from './use-list-params.ts';

const EMPLOYEE_LIST = {
  search: listParam.text(),
  eligible: listParam.oneOf(['Eligible', 'Not eligible']),
  sort: listParam.sort(['lastName', 'firstName'], { field: 'lastName', direction: 'asc' }),
};

function EmployeeList() {
  const list = useListParams(EMPLOYEE_LIST);
  return (
    <>
      <output aria-label="Params">{JSON.stringify(list.params)}</output>
      <button onClick={() => list.set({ search: 'Morales' })}>Search Morales</button>
      <button onClick={() => list.set({ eligible: 'Eligible' })}>Eligible</button>
      <button onClick={() => list.set({ sort: { field: 'firstName', direction: 'desc' } })}>Sort</button>
      <button onClick={() => list.setPage(3)}>Page 3</button>
      <button onClick={() => list.set({ search: 'Lake' }, { replace: true })}>Replace with Lake</button>
      <button onClick={list.reset}>Clear Filters</button>
      <output aria-label="Table">{`page ${list.table.page}, sort ${JSON.stringify(list.table.sort)}`}</output>
      <button onClick={() => list.table.onPageChange(4)}>Table page 4</button>
      <button onClick={() => list.table.onSortChange({ field: 'firstName', direction: 'asc' })}>
        Table sort
      </button>
    </>
  );
}

const params = () => JSON.parse(screen.getByRole('status', { name: 'Params' }).textContent ?? '{}');
const query = () => window.location.search;
const back = () =>
  act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });

describe('useListParams', () => {
  it('restores a list from a shared link', () => {
    renderWithProviders(<EmployeeList />, {
      route: '/approver/employees?search=Morales&sort=-firstName&page=2',
    });
    expect(params()).toEqual({
      search: 'Morales',
      eligible: null,
      sort: { field: 'firstName', direction: 'desc' },
      page: 2,
    });
  });

  it('holds every change in the URL, and Back returns to the previous view', async () => {
    renderWithProviders(<EmployeeList />, { route: '/approver/employees' });
    await userEvent.click(screen.getByRole('button', { name: 'Search Morales' }));
    expect(query()).toBe('?search=Morales');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(query()).toBe('?search=Morales&page=3');
    expect(params().page).toBe(3);

    await back();
    expect(query()).toBe('?search=Morales');
    expect(params().page).toBe(1);
  });

  it.each(['Search Morales', 'Eligible', 'Sort'])('goes back to page 1 on "%s"', async (button) => {
    renderWithProviders(<EmployeeList />, { route: '/approver/employees?page=3' });
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(params().page).toBe(1);
    expect(query()).not.toContain('page=');
  });

  it('clears every filter, the search and the sort back to their defaults, leaving a bare URL', async () => {
    renderWithProviders(<EmployeeList />, {
      route: '/approver/employees?search=Morales&eligible=Eligible&sort=-firstName&page=2',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(query()).toBe('');
    expect(params()).toEqual({
      search: '',
      eligible: null,
      sort: { field: 'lastName', direction: 'asc' },
      page: 1,
    });
  });

  it('replaces the history entry when asked, so Back skips it', async () => {
    renderWithProviders(<EmployeeList />, { route: '/approver/employees' });
    await userEvent.click(screen.getByRole('button', { name: 'Search Morales' }));
    await userEvent.click(screen.getByRole('button', { name: 'Replace with Lake' }));
    expect(query()).toBe('?search=Lake');
    await back();
    expect(query()).toBe('');
  });

  it("gives DataTable the list's page and sort, and its changes go to the URL", async () => {
    renderWithProviders(<EmployeeList />, { route: '/approver/employees?sort=-firstName&page=2' });
    const table = () => screen.getByRole('status', { name: 'Table' }).textContent;
    expect(table()).toBe('page 2, sort {"field":"firstName","direction":"desc"}');
    await userEvent.click(screen.getByRole('button', { name: 'Table page 4' }));
    expect(query()).toBe('?sort=-firstName&page=4');
    await userEvent.click(screen.getByRole('button', { name: 'Table sort' }));
    expect(query()).toBe('?sort=firstName');
    expect(table()).toBe('page 1, sort {"field":"firstName","direction":"asc"}');
  });

  it('gives a list without a sort parameter no sort props, so its table offers no sort buttons', () => {
    let table: object = {};
    function WeekList() {
      table = useListParams({ search: listParam.text() }).table;
      return null;
    }
    renderWithProviders(<WeekList />, { route: '/foreman/timesheets?page=2' });
    expect(Object.keys(table).sort()).toEqual(['onPageChange', 'page']);
    expect((table as { page: number }).page).toBe(2);
  });

  it('gives the same params, arrays included, until the query changes, so what is memoised on them holds', async () => {
    const seen: unknown[] = [];
    const ids = {
      key: 'ids',
      parse: (raw: string) => raw.split(',').map(Number),
      serialize: String,
      default: [],
    };
    function Chosen() {
      const list = useListParams(useMemo(() => ({ ids }), []));
      const [, rerender] = useState(0);
      seen.push(list.params.ids);
      return (
        <>
          <button onClick={() => rerender((count) => count + 1)}>Render again</button>
          <button onClick={() => list.set({ ids: [4] })}>Choose 4</button>
        </>
      );
    }
    renderWithProviders(<Chosen />, { route: '/approver?ids=1,2' });
    await userEvent.click(screen.getByRole('button', { name: 'Render again' }));
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Choose 4' }));
    expect(seen.at(-1)).toEqual([4]);
    expect(new Set(seen).size).toBe(2);
  });
});
