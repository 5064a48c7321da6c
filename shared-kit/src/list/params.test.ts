import { PROJECT_STATUSES } from 'shared-kit';
import {
  defaultListParams,
  listParam,
  nextSort,
  readListParams,
  sortQuery,
  writeListParams,
} from './params.ts';
import type { ListParams } from './params.ts';

// A project list as the master data screens describe it (PROJECTS-02…06).
const PROJECT_LIST = {
  search: listParam.text(),
  status: listParam.oneOf(PROJECT_STATUSES),
  managerId: listParam.id(),
  showInactive: listParam.flag(),
  sort: listParam.sort(['projectNumber', 'description', 'city'], {
    field: 'projectNumber',
    direction: 'asc',
  }),
};

type ProjectListParams = ListParams<typeof PROJECT_LIST>;

const DEFAULTS: ProjectListParams = {
  search: '',
  status: null,
  managerId: null,
  showInactive: false,
  sort: { field: 'projectNumber', direction: 'asc' },
  page: 1,
};

const read = (query: string) => readListParams(PROJECT_LIST, new URLSearchParams(query));
const write = (changes: Partial<ProjectListParams>) =>
  writeListParams(PROJECT_LIST, { ...DEFAULTS, ...changes }).toString();

describe('list params in the URL', () => {
  it('reads every parameter at its default from an empty query', () => {
    expect(read('')).toEqual(DEFAULTS);
    expect(defaultListParams(PROJECT_LIST)).toEqual(DEFAULTS);
  });

  it('reads back what it writes', () => {
    const params: ProjectListParams = {
      search: 'Lake',
      status: 'Inactive',
      managerId: 17,
      showInactive: true,
      sort: { field: 'city', direction: 'desc' },
      page: 3,
    };
    const query = writeListParams(PROJECT_LIST, params);
    expect(query.toString()).toBe(
      'search=Lake&status=Inactive&managerId=17&showInactive=true&sort=-city&page=3',
    );
    expect(readListParams(PROJECT_LIST, query)).toEqual(params);
  });

  it('leaves defaults out of the URL: page 1, no search, no filter, the initial sort', () => {
    expect(write({})).toBe('');
    expect(write({ page: 2 })).toBe('page=2');
    expect(write({ sort: { field: 'projectNumber', direction: 'desc' } })).toBe('sort=-projectNumber');
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=1.5', { page: 1 }],
    ['page=two', { page: 1 }],
    ['managerId=abc', { managerId: null }],
    ['status=Closed', { status: null }],
    ['showInactive=yes', { showInactive: false }],
    ['sort=colour', { sort: DEFAULTS.sort }],
    ['sort=--city', { sort: DEFAULTS.sort }],
  ])('falls back to the default for the invalid value in "%s"', (query, expected) => {
    expect(read(query)).toEqual({ ...DEFAULTS, ...expected });
  });

  it('trims a search, so a search of spaces is no search', () => {
    expect(read('search=%20Lake%20').search).toBe('Lake');
    expect(read('search=%20%20').search).toBe('');
  });

  it("keeps the URL's other parameters", () => {
    const base = new URLSearchParams('tab=roster&page=4');
    expect(writeListParams(PROJECT_LIST, { ...DEFAULTS, search: 'Lake' }, base).toString()).toBe(
      'tab=roster&search=Lake',
    );
  });

  it('writes a parameter under its own URL name, and its default too when it asks to', () => {
    const spec = {
      week: {
        key: 'startOfWeek',
        parse: (raw: string) => raw,
        serialize: String,
        default: '2026-03-02',
        clearOnDefault: false,
      },
    };
    expect(writeListParams(spec, { week: '2026-03-02', page: 1 }).toString()).toBe('startOfWeek=2026-03-02');
    expect(readListParams(spec, new URLSearchParams('startOfWeek=2026-02-23')).week).toBe('2026-02-23');
  });
});

describe('sort', () => {
  it("is the api's sort query: 'field' ascending, '-field' descending", () => {
    expect(sortQuery({ field: 'city', direction: 'asc' })).toBe('city');
    expect(sortQuery({ field: 'city', direction: 'desc' })).toBe('-city');
  });

  it("is typed as the resource's sort parameter, so a list query takes it as it is", () => {
    const sort: 'city' | '-city' = sortQuery({ field: 'city' as const, direction: 'desc' });
    expect(sort).toBe('-city');
  });

  it('sorts a newly clicked column ascending, and turns the sorted column the other way', () => {
    expect(nextSort(null, 'city')).toEqual({ field: 'city', direction: 'asc' });
    expect(nextSort({ field: 'description', direction: 'desc' }, 'city')).toEqual({
      field: 'city',
      direction: 'asc',
    });
    expect(nextSort({ field: 'city', direction: 'asc' }, 'city')).toEqual({
      field: 'city',
      direction: 'desc',
    });
    expect(nextSort({ field: 'city', direction: 'desc' }, 'city')).toEqual({
      field: 'city',
      direction: 'asc',
    });
  });
});
