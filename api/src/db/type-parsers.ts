import pg from 'pg';

/**
 * One set of result parsers for both drivers (STACK: pg and PGlite differ by default): a date stays the
 * 'yyyy-MM-dd' text the server sends (no time zone shift through a JS Date), numeric and bigint become numbers
 * (sums of hours and count(*) are numbers in JSON). Timestamps keep the drivers' Date.
 */
const identity = (value: string): string => value;
const toNumber = (value: string): number => Number(value);

export const PG_TYPE = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;

export const RESULT_PARSERS: Record<number, (value: string) => unknown> = {
  [PG_TYPE.DATE]: identity,
  [PG_TYPE.NUMERIC]: toNumber,
  [PG_TYPE.INT8]: toNumber,
};

/** node-postgres form: per pool, so the process-wide pg.types registry stays untouched. */
export const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: (oid, format) =>
    (format !== 'binary' && RESULT_PARSERS[oid]) || pg.types.getTypeParser(oid, format),
};
