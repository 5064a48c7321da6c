import * as z from 'zod/mini';
import { PER_DIEM_TABLE_TYPES } from 'shared-kit';
import {
  EDITABLE_PER_DIEM_TYPES,
  PER_DIEM_TABLE_SLUGS,
  perDiemAmountSchema,
  type PerDiemRateRow,
  type ProjectDetail,
  type ProjectPerDiemTableInput,
} from 'shared-kit/master-data';

/** The columns of a rate table (PROJECTS-43); Standard and Travel are read-only and deprecated (PROJECTS-44). */
export const RATE_COLUMNS = [
  { key: 'standard', label: 'Standard', deprecated: true },
  { key: 'travel', label: 'Travel', deprecated: true },
  { key: 'local', label: 'Local', deprecated: false },
  { key: 'regional', label: 'Regional', deprecated: false },
  { key: 'national', label: 'National', deprecated: false },
] as const;
export type EditableRateKey = 'local' | 'regional' | 'national';

/** A table row as the form holds it: the editable amounts as typed, the deprecated ones as they are. */
export interface PerDiemRowValues {
  jobClass: string;
  jobClassAbbreviation: string;
  standard: number | null;
  travel: number | null;
  local: string;
  regional: string;
  national: string;
}
export interface PerDiemValues {
  type: string;
  rows: PerDiemRowValues[];
}

const amountText = (rate: number | null): string => (rate === null ? '' : String(rate));

/** The tab's values: the project's table type, and its rows as a custom table starts from them (U-51). */
export const perDiemValuesOf = (project: ProjectDetail): PerDiemValues => ({
  type: project.perDiemRateTable.type,
  rows: project.perDiemRateTable.rows.map((row: PerDiemRateRow) => ({
    jobClass: row.jobClass,
    jobClassAbbreviation: row.jobClassAbbreviation,
    standard: row.standard,
    travel: row.travel,
    local: amountText(row.local),
    regional: amountText(row.regional),
    national: amountText(row.national),
  })),
});

/** The URL name of a shared table type (GET /per-diem-rate-tables/{slug}); none for PROJECT_CUSTOM. */
export const sharedTableSlug = (type: string): keyof typeof PER_DIEM_TABLE_SLUGS | undefined =>
  (Object.keys(PER_DIEM_TABLE_SLUGS) as Array<keyof typeof PER_DIEM_TABLE_SLUGS>).find(
    (slug) => PER_DIEM_TABLE_SLUGS[slug] === type,
  );

const EDITABLE_KEYS: readonly EditableRateKey[] = ['local', 'regional', 'national'];

/**
 * The Per Diem tab's form → PUT …/per-diem-rate-table (PROJECTS-45…47). A shared type sends the type only; a custom
 * table checks every Local, Regional and National amount ('Per diem amount cannot be blank', 'Only positive numbers
 * are allowed') at its cell and sends them as rate records.
 */
export const perDiemFormSchema = z.pipe(
  z
    .object({
      type: z.enum(PER_DIEM_TABLE_TYPES, { error: 'Choose a per diem table type' }),
      rows: z.array(
        z.object({
          jobClass: z.string(),
          local: z.unknown(),
          regional: z.unknown(),
          national: z.unknown(),
        }),
      ),
    })
    .check(
      z.superRefine((table, context) => {
        if (table.type !== 'PROJECT_CUSTOM') return;
        table.rows.forEach((row, index) => {
          for (const key of EDITABLE_KEYS) {
            const amount = perDiemAmountSchema.safeParse(row[key]);
            if (!amount.success) {
              context.addIssue({
                code: 'custom',
                message: amount.error.issues[0]?.message ?? '',
                path: ['rows', index, key],
                input: row[key],
              });
            }
          }
        });
      }),
    ),
  z.transform((table): ProjectPerDiemTableInput => ({
    type: table.type,
    perDiemRates:
      table.type === 'PROJECT_CUSTOM'
        ? table.rows.flatMap((row) =>
            EDITABLE_KEYS.map((key, column) => ({
              jobClass: row.jobClass,
              perDiemType: EDITABLE_PER_DIEM_TYPES[column] ?? 'LOCAL',
              rate: Number(String(row[key]).trim()),
            })),
          )
        : [],
  })),
);
