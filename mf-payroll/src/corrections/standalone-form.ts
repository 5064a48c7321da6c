import * as z from 'zod/mini';
import { CORRECTION_TYPES, type CorrectionType } from 'shared-kit';
import { standaloneCorrectionDateError } from 'shared-kit/master-data';
import type { ProjectCorrectionInput } from 'shared-kit/payroll';
import { correctionValueError } from 'shared-kit/timesheet-form';

/** What the standalone correction form holds: text, as typed or chosen. */
export interface StandaloneValues {
  projectId: string;
  employeeId: string;
  correctionDate: string;
  correctionType: string;
  newValue: string;
  comments: string;
  /** Read only: the day the correction is made (CORRECTIONS-16). */
  correctedDate: string;
}

export const SELECT_PROJECT = 'Select a project for the standalone correction';
export const SELECT_EMPLOYEE = 'Select an employee for the standalone correction';

const isCorrectionType = (value: string): value is CorrectionType =>
  (CORRECTION_TYPES as readonly string[]).includes(value);

/**
 * The form's rules for one payroll period (CORRECTIONS-12…15): a project and an employee, the date required and
 * inside the period, the type and the new value by the type's rules (TS-CORR-05…11), comments optional. The api
 * checks the same rules again with the same functions.
 */
export const standaloneCorrectionSchema = (period: {
  payrollPeriodId: number;
  startDate: string;
  endDate: string;
}) =>
  z.pipe(
    z
      .object({
        projectId: z.string().check(z.minLength(1, SELECT_PROJECT)),
        employeeId: z.string().check(z.minLength(1, SELECT_EMPLOYEE)),
        correctionDate: z.string(),
        correctionType: z.string(),
        newValue: z.string(),
        comments: z.string(),
      })
      .check(
        z.superRefine((form, context) => {
          const dateError = standaloneCorrectionDateError(form.correctionDate, period);
          if (dateError) context.addIssue({ code: 'custom', path: ['correctionDate'], message: dateError });
          const type = isCorrectionType(form.correctionType) ? form.correctionType : '';
          const valueError = correctionValueError(type, form.newValue);
          if (valueError)
            context.addIssue({
              code: 'custom',
              path: [type ? 'newValue' : 'correctionType'],
              message: valueError,
            });
        }),
      ),
    z.transform((form): ProjectCorrectionInput => ({
      payrollPeriodId: period.payrollPeriodId,
      projectId: Number(form.projectId),
      employeeId: Number(form.employeeId),
      correctionDate: form.correctionDate,
      correctionType: form.correctionType as CorrectionType,
      newValue: form.newValue.trim(),
      comments: form.comments.trim() || null,
      version: undefined,
    })),
  );
