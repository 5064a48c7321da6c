import { sql, type Kysely } from 'kysely';

/** Weekly payroll periods with their transitions, contractors and no-pay roster rows. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('payroll_periods')
    .addColumn('payroll_period_id', 'integer', (column) => column.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('start_date', 'date', (column) => column.notNull().unique())
    .addColumn('end_date', 'date', (column) => column.notNull())
    // U-10/U-11: OPEN → close → CLOSED → re-open → OPEN; CLOSED → complete → COMPLETED (permanent).
    .addColumn('state', 'text', (column) =>
      column
        .notNull()
        .defaultTo('OPEN')
        .check(sql`state in ('OPEN', 'CLOSED', 'COMPLETED')`),
    )
    .addColumn('roster_generated_time', 'timestamptz')
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    // Weeks run Monday to Sunday (CONST-15).
    .addCheckConstraint('payroll_periods_monday', sql`extract(isodow from start_date) = 1`)
    .addCheckConstraint('payroll_periods_one_week', sql`end_date = start_date + 6`)
    .execute();
  await db.schema.createIndex('payroll_periods_end_date').on('payroll_periods').column('end_date').execute();

  await db.schema
    .createTable('payroll_period_transitions')
    .addColumn('payroll_period_transition_id', 'integer', (column) =>
      column.generatedByDefaultAsIdentity().primaryKey(),
    )
    .addColumn('payroll_period_id', 'integer', (column) =>
      column.notNull().references('payroll_periods.payroll_period_id').onDelete('cascade'),
    )
    .addColumn('from_state', 'text', (column) => column.notNull())
    .addColumn('to_state', 'text', (column) => column.notNull())
    .addColumn('employee_id', 'integer', (column) => column.references('employees.employee_id'))
    .addColumn('transition_time', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('payroll_period_transitions_period')
    .on('payroll_period_transitions')
    .column('payroll_period_id')
    .execute();

  await db.schema
    .createTable('payroll_period_contractors')
    .addColumn('payroll_period_contractor_id', 'integer', (column) =>
      column.generatedByDefaultAsIdentity().primaryKey(),
    )
    .addColumn('payroll_period_id', 'integer', (column) =>
      column.notNull().references('payroll_periods.payroll_period_id').onDelete('cascade'),
    )
    .addColumn('contractor_name', 'text', (column) => column.notNull())
    .addColumn('contractor_company_name', 'text', (column) => column.notNull())
    .addColumn('contractor_class', 'text', (column) =>
      column.notNull().defaultTo('FIELD_LABOR').references('job_classes.title').onUpdate('cascade'),
    )
    // Contract labor rows find their contractor by name within the period (seed 000 §3).
    .addUniqueConstraint('payroll_period_contractors_name', ['payroll_period_id', 'contractor_name'])
    .execute();

  await db.schema
    .createTable('payroll_period_employees')
    .addColumn('payroll_period_employee_id', 'integer', (column) =>
      column.generatedByDefaultAsIdentity().primaryKey(),
    )
    .addColumn('payroll_period_id', 'integer', (column) =>
      column.notNull().references('payroll_periods.payroll_period_id').onDelete('cascade'),
    )
    .addColumn('employee_id', 'integer', (column) => column.notNull().references('employees.employee_id'))
    .addColumn('hours', 'numeric(8, 2)', (column) => column.notNull().defaultTo(0))
    .addColumn('travel_hours', 'numeric(8, 2)', (column) => column.notNull().defaultTo(0))
    .addColumn('no_pay_status', 'text', (column) =>
      column.check(
        sql`no_pay_status in ('OFF', 'PTO', 'REQUESTED_NOT_FLEXIBLE_TIME_OFF', 'REQUESTED_FLEXIBLE_TIME_OFF', 'PERSONAL_LEAVE', 'NOT_ASSIGNED_JOB_YET', 'ON_JOB', 'TERMINATED')`,
      ),
    )
    .addColumn('no_pay_notes', 'text')
    .addUniqueConstraint('payroll_period_employees_unique', ['payroll_period_id', 'employee_id'])
    .execute();
};
