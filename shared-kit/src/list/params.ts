import type { SortOrder } from 'shared-kit/master-data';

/**
 * One parameter of a list's URL query (a search, a filter, the sort): how to read it, how to write it, and what it is
 * when the URL does not say (or says something invalid). Shaped after nuqs' parsers (`parseAsInteger.withDefault(1)`).
 */
export interface ListParam<T> {
  /** The value a query value stands for; undefined when it is not valid, so the default applies. */
  parse(raw: string): T | undefined;
  /** The query value of `value`; null leaves the parameter out. */
  serialize(value: T): string | null;
  default: T;
  /** The URL's name for it, when it is not the parameter's own name. */
  key?: string;
  /** false: write the default too (e.g. a week, so a shared link keeps showing that week). Default true. */
  clearOnDefault?: boolean;
}

/** A list's parameters by name. Every list also has `page` (1 by default). */
export type ListParamsSpec = Record<string, ListParam<unknown>>;

export type ListParams<S extends ListParamsSpec> = {
  [K in keyof S]: S[K] extends ListParam<infer T> ? T : never;
} & { page: number };

const POSITIVE_INT = /^[1-9]\d*$/;
const positiveInt = (raw: string): number | undefined => {
  const number = Number(raw);
  return POSITIVE_INT.test(raw) && Number.isSafeInteger(number) ? number : undefined;
};

/** The page: a positive whole number, 1 when missing or invalid; page 1 is left out of the URL. */
export const PAGE_PARAM: ListParam<number> = { parse: positiveInt, serialize: String, default: 1 };

/** Ready-made parameters; a list builds others (a week, a date range) as a ListParam of its own. */
export const listParam = {
  /** Free text such as a search: trimmed, '' (left out) by default. */
  text: (): ListParam<string> => ({
    parse: (raw) => raw.trim(),
    serialize: (value) => (value === '' ? null : value),
    default: '',
  }),
  /** An id filter: a positive whole number, or null for "any". */
  id: (): ListParam<number | null> => ({
    parse: positiveInt,
    serialize: (value) => (value === null ? null : String(value)),
    default: null,
  }),
  /** One of fixed values (a state, a status), or null for "any"; other values are ignored. */
  oneOf: <const V extends string>(values: readonly V[]): ListParam<V | null> => ({
    parse: (raw) => values.find((value) => value === raw),
    serialize: (value) => value,
    default: null,
  }),
  /** A toggle such as "show inactive": 'true' or 'false' in the URL. */
  flag: (defaultValue = false): ListParam<boolean> => ({
    parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
    serialize: String,
    default: defaultValue,
  }),
  /**
   * The sort, in the api's own form: `sort=field` ascending, `sort=-field` descending (domain SortOrder), over the
   * fields a list offers; `initial` when the URL names none.
   */
  sort: <const F extends string>(
    fields: readonly F[],
    initial: SortOrder<F> | null = null,
  ): ListParam<SortOrder<F> | null> => ({
    parse: (raw) => {
      const field = fields.find((name) => name === raw.replace(/^-/, ''));
      return field === undefined ? undefined : { field, direction: raw.startsWith('-') ? 'desc' : 'asc' };
    },
    serialize: (value) => (value === null ? null : sortQuery(value)),
    default: initial,
  }),
};

/** The api's `sort` query value of a sort: 'field' or '-field' (typed, so a resource's list params take it). */
export const sortQuery = <F extends string>(sort: SortOrder<F>): F | `-${F}` =>
  sort.direction === 'desc' ? `-${sort.field}` : sort.field;

/** The sort after a click on `field`'s header: that field ascending, or the other direction when it is the sort now. */
export const nextSort = <F extends string>(current: SortOrder<F> | null, field: F): SortOrder<F> => ({
  field,
  direction: current?.field === field && current.direction === 'asc' ? 'desc' : 'asc',
});

const entriesOf = (spec: ListParamsSpec): Array<[string, ListParam<unknown>]> => [
  ...Object.entries(spec),
  ['page', PAGE_PARAM as ListParam<unknown>],
];

/** What a list shows, read from its URL query: each parameter parsed, its default where missing or invalid. */
export function readListParams<S extends ListParamsSpec>(spec: S, query: URLSearchParams): ListParams<S> {
  const params: Record<string, unknown> = {};
  for (const [name, param] of entriesOf(spec)) {
    const raw = query.get(param.key ?? name);
    const value = raw === null ? undefined : param.parse(raw);
    params[name] = value === undefined ? param.default : value;
  }
  return params as ListParams<S>;
}

/**
 * The URL query of `params`: defaults left out (unless a parameter says clearOnDefault: false). Parameters of `base`
 * that are not the list's are kept.
 */
export function writeListParams<S extends ListParamsSpec>(
  spec: S,
  params: ListParams<S>,
  base?: URLSearchParams,
): URLSearchParams {
  const query = new URLSearchParams(base);
  const values: Record<string, unknown> = params;
  for (const [name, param] of entriesOf(spec)) {
    const key = param.key ?? name;
    const text = param.serialize(values[name]);
    const isDefault = text === param.serialize(param.default);
    if (text === null || (isDefault && param.clearOnDefault !== false)) query.delete(key);
    else query.set(key, text);
  }
  return query;
}

/** Every parameter at its default: a list's Clear Filters. */
export function defaultListParams<S extends ListParamsSpec>(spec: S): ListParams<S> {
  return readListParams(spec, new URLSearchParams());
}
