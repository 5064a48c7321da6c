import { sql, type Kysely } from 'kysely';

const PER_DIEM_TYPE_CHECK = sql`in ('NONE', 'STANDARD', 'TRAVEL', 'LOCAL', 'REGIONAL', 'NATIONAL')`;

/** Timesheets with crew and contract labor rows, timesheet corrections and standalone project corrections. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('timesheets')
    .addColumn('timesheet_id', 'integer', (column) => column.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.project_id'))
    .addColumn('date', 'date', (column) => column.notNull())
    .addColumn('state', 'text', (column) =>
      column
        .notNull()
        .defaultTo('OPEN')
        .check(sql`state in ('OPEN', 'PENDING_APPROVAL', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'COMPLETED')`),
    )
    .addColumn('creator_employee_id', 'integer', (column) =>
      column.notNull().references('employees.employee_id'),
    )
    // The weekly period holding `date`; it decides the payroll lock (COMPLETED periods change only by corrections).
    .addColumn('payroll_period_id', 'integer', (column) =>
      column.notNull().references('payroll_periods.payroll_period_id'),
    )
    .addColumn('approver_notes', 'text')
    .addColumn('out_of_scope_hours_description', 'text')
    .addColumn('daily_journal', 'text')
    .addColumn('foreman_signature', 'text')
    .addColumn('foreman_signer_name', 'text')
    .addColumn('customer_signature', 'text')
    .addColumn('customer_signer_name', 'text')
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    // One timesheet per project and date per foreman ("Foremen create one timesheet per project and date"); another
    // foreman on the same project and date gets the 'Caution' warning, not a refusal.
    .addUniqueConstraint('timesheets_project_date_creator', ['project_id', 'date', 'creator_employee_id'])
    .execute();
  // Week lists (approver board, reports) filter by date range; the foreman's by creator and date.
  await db.schema.createIndex('timesheets_date').on('timesheets').column('date').execute();
  await db.schema
    .createIndex('timesheets_creator_date')
    .on('timesheets')
    .columns(['creator_employee_id', 'date'])
    .execute();
  await db.schema
    .createIndex('timesheets_period_state')
    .on('timesheets')
    .columns(['payroll_period_id', 'state'])
    .execute();

  await db.schema
    .createTable('timesheet_records')
    .addColumn('timesheet_record_id', 'integer', (column) =>
      column.generatedByDefaultAsIdentity().primaryKey(),
    )
    .addColumn('timesheet_id', 'integer', (column) =>
      column.notNull().references('timesheets.timesheet_id').onDelete('cascade'),
    )
    .addColumn('employee_id', 'integer', (column) => column.notNull().references('employees.employee_id'))
    .addColumn('job_class_override', 'text', (column) =>
      column.references('job_classes.title').onUpdate('cascade'),
    )
    .addColumn('work_hours', 'numeric(6, 2)', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`work_hours >= 0`),
    )
    .addColumn('out_of_scope_hours', 'numeric(6, 2)', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`out_of_scope_hours >= 0`),
    )
    .addColumn('drive_miles', 'numeric(8, 2)', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`drive_miles >= 0`),
    )
    .addColumn('fly_miles', 'numeric(8, 2)', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`fly_miles >= 0`),
    )
    .addColumn('origin_and_destination', 'text')
    .addColumn('per_diem_type', 'text', (column) =>
      column
        .notNull()
        .defaultTo('NONE')
        .check(sql`per_diem_type ${PER_DIEM_TYPE_CHECK}`),
    )
    .addColumn('per_diem_rate', 'numeric(8, 2)')
    .addColumn('truck_allowance', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('has_drive_miles_per_diem', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('has_fly_miles_per_diem', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('is_from_project', 'boolean', (column) => column.notNull().defaultTo(false))
    .addUniqueConstraint('timesheet_records_employee', ['timesheet_id', 'employee_id'])
    .execute();
  // Roster generation sums an employee's approved hours per period.
  await db.schema
    .createIndex('timesheet_records_employee_idx')
    .on('timesheet_records')
    .column('employee_id')
    .execute();

  await db.schema
    .createTable('contract_labor_records')
    .addColumn('contract_labor_record_id', 'integer', (column) =>
      column.generatedByDefaultAsIdentity().primaryKey(),
    )
    .addColumn('timesheet_id', 'integer', (column) =>
      column.notNull().references('timesheets.timesheet_id').onDelete('cascade'),
    )
    .addColumn('payroll_period_contractor_id', 'integer', (column) =>
      column.references('payroll_period_contractors.payroll_period_contractor_id').onDelete('set null'),
    )
    .addColumn('contractor_name', 'text', (column) => column.notNull())
    .addColumn('contractor_company_name', 'text', (column) => column.notNull())
    .addColumn('contractor_class', 'text', (column) =>
      column.notNull().defaultTo('FIELD_LABOR').references('job_classes.title').onUpdate('cascade'),
    )
    .addColumn('work_hours', 'numeric(6, 2)', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`work_hours >= 0`),
    )
    .addColumn('out_of_scope_hours', 'numeric(6, 2)', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`out_of_scope_hours >= 0`),
    )
    .execute();
  await db.schema
    .createIndex('contract_labor_records_timesheet')
    .on('contract_labor_records')
    .column('timesheet_id')
    .execute();

  await db.schema
    .createTable('timesheet_corrections')
    .addColumn('timesheet_correction_id', 'integer', (column) =>
      column.generatedByDefaultAsIdentity().primaryKey(),
    )
    .addColumn('timesheet_id', 'integer', (column) =>
      column.notNull().references('timesheets.timesheet_id').onDelete('cascade'),
    )
    .addColumn('employee_id', 'integer', (column) => column.notNull().references('employees.employee_id'))
    .addColumn('correction_type', 'text', (column) =>
      column
        .notNull()
        .check(
          sql`correction_type in ('ADD_DRIVE_MILES', 'ADD_FLY_MILES', 'ADD_WORK_HOURS', 'UPDATE_PER_DIEM', 'UPDATE_TRUCK_ALLOWANCE')`,
        ),
    )
    .addColumn('correction_drive_miles', 'numeric(8, 2)')
    .addColumn('correction_fly_miles', 'numeric(8, 2)')
    .addColumn('correction_work_hours', 'numeric(6, 2)')
    .addColumn('correction_per_diem_type', 'text', (column) =>
      column.check(sql`correction_per_diem_type ${PER_DIEM_TYPE_CHECK}`),
    )
    .addColumn('correction_truck_allowance', 'boolean')
    .addColumn('comments', 'text')
    .addColumn('corrected_date', 'date', (column) => column.notNull())
    .addColumn('created_by_employee_id', 'integer', (column) => column.references('employees.employee_id'))
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('timesheet_corrections_timesheet')
    .on('timesheet_corrections')
    .column('timesheet_id')
    .execute();
  await db.schema
    .createIndex('timesheet_corrections_employee')
    .on('timesheet_corrections')
    .column('employee_id')
    .execute();

  await db.schema
    .createTable('project_corrections')
    .addColumn('project_correction_id', 'integer', (column) =>
      column.generatedByDefaultAsIdentity().primaryKey(),
    )
    .addColumn('payroll_period_id', 'integer', (column) =>
      column.notNull().references('payroll_periods.payroll_period_id'),
    )
    .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.project_id'))
    .addColumn('employee_id', 'integer', (column) => column.notNull().references('employees.employee_id'))
    .addColumn('correction_date', 'date', (column) => column.notNull())
    .addColumn('corrected_date', 'date', (column) => column.notNull())
    .addColumn('correction_type', 'text', (column) =>
      column
        .notNull()
        .check(
          sql`correction_type in ('ADD_DRIVE_MILES', 'ADD_FLY_MILES', 'ADD_WORK_HOURS', 'UPDATE_PER_DIEM', 'UPDATE_TRUCK_ALLOWANCE')`,
        ),
    )
    .addColumn('new_value', 'text', (column) => column.notNull())
    .addColumn('comments', 'text')
    .addColumn('created_by_employee_id', 'integer', (column) => column.references('employees.employee_id'))
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('project_corrections_period')
    .on('project_corrections')
    .column('payroll_period_id')
    .execute();
  await db.schema
    .createIndex('project_corrections_project_date')
    .on('project_corrections')
    .columns(['project_id', 'correction_date'])
    .execute();
};
