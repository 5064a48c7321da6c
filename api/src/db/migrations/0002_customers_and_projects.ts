import { sql, type Kysely } from 'kysely';

/** Customers, equipment catalog, projects with roster, equipment and per diem rate tables. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('customers')
    .addColumn('customer_id', 'integer', (column) => column.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('customer_external_id', 'text', (column) => column.notNull().unique())
    .addColumn('customer_name', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('equipment')
    .addColumn('equipment_id', 'integer', (column) => column.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('name', 'text', (column) => column.notNull().unique())
    .addColumn('category', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('project_id', 'integer', (column) => column.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('project_number', 'text', (column) =>
      column
        .notNull()
        .unique()
        .check(sql`project_number ~ '^[A-Z0-9]+$' and length(project_number) <= 15`),
    )
    // U-16: both seeds' values are valid.
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('Active')
        .check(sql`status in ('Active', 'Inactive', 'Completed', 'Cancelled')`),
    )
    // A customer with projects cannot be deleted (restrict), the api answers 409.
    .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.customer_id'))
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('city', 'text', (column) => column.notNull())
    .addColumn('state_code', 'text', (column) => column.notNull().check(sql`state_code ~ '^[A-Z]{2}$'`))
    .addColumn('zip_code', 'text', (column) => column.notNull().check(sql`zip_code ~ '^[0-9]{5}$'`))
    .addColumn('pm_employee_id', 'integer', (column) => column.references('employees.employee_id'))
    .addColumn('prevailing_wage', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('per_diem_table_type', 'text', (column) =>
      column
        .notNull()
        .defaultTo('DEFAULT')
        .check(
          sql`per_diem_table_type in ('PROJECT_CUSTOM', 'REGION_HAWAII', 'REGION_TEXAS', 'REGION_PENNSYLVANIA', 'REGION_KENTUCKY', 'REGION_CALIFORNIA', 'PREVAILING_WAGE', 'DEFAULT')`,
        ),
    )
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('projects_status').on('projects').column('status').execute();
  await db.schema.createIndex('projects_pm').on('projects').column('pm_employee_id').execute();
  await db.schema.createIndex('projects_customer').on('projects').column('customer_id').execute();

  await db.schema
    .createTable('project_employees')
    .addColumn('project_employee_id', 'integer', (column) =>
      column.generatedByDefaultAsIdentity().primaryKey(),
    )
    .addColumn('project_id', 'integer', (column) =>
      column.notNull().references('projects.project_id').onDelete('cascade'),
    )
    .addColumn('employee_id', 'integer', (column) => column.notNull().references('employees.employee_id'))
    .addColumn('job_class', 'text', (column) =>
      column.notNull().references('job_classes.title').onUpdate('cascade'),
    )
    .addColumn('per_diem_type', 'text', (column) =>
      column
        .notNull()
        .defaultTo('NONE')
        .check(sql`per_diem_type in ('NONE', 'STANDARD', 'TRAVEL', 'LOCAL', 'REGIONAL', 'NATIONAL')`),
    )
    .addUniqueConstraint('project_employees_unique', ['project_id', 'employee_id'])
    .execute();
  await db.schema
    .createIndex('project_employees_employee')
    .on('project_employees')
    .column('employee_id')
    .execute();

  await db.schema
    .createTable('project_equipment')
    .addColumn('project_equipment_id', 'integer', (column) =>
      column.generatedByDefaultAsIdentity().primaryKey(),
    )
    .addColumn('project_id', 'integer', (column) =>
      column.notNull().references('projects.project_id').onDelete('cascade'),
    )
    .addColumn('equipment_id', 'integer', (column) => column.notNull().references('equipment.equipment_id'))
    .addColumn('quantity', 'integer', (column) => column.notNull().check(sql`quantity > 0`))
    .addColumn('vendor', 'text')
    .execute();
  await db.schema
    .createIndex('project_equipment_project')
    .on('project_equipment')
    .column('project_id')
    .execute();

  await db.schema
    .createTable('per_diem_rates')
    .addColumn('per_diem_rate_id', 'integer', (column) => column.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('table_type', 'text', (column) =>
      column
        .notNull()
        .check(
          sql`table_type in ('PROJECT_CUSTOM', 'REGION_HAWAII', 'REGION_TEXAS', 'REGION_PENNSYLVANIA', 'REGION_KENTUCKY', 'REGION_CALIFORNIA', 'PREVAILING_WAGE', 'DEFAULT')`,
        ),
    )
    .addColumn('project_id', 'integer', (column) =>
      column.references('projects.project_id').onDelete('cascade'),
    )
    .addColumn('job_class', 'text', (column) =>
      column.notNull().references('job_classes.title').onUpdate('cascade'),
    )
    .addColumn('per_diem_type', 'text', (column) =>
      column.notNull().check(sql`per_diem_type in ('STANDARD', 'TRAVEL', 'LOCAL', 'REGIONAL', 'NATIONAL')`),
    )
    .addColumn('rate', 'numeric(8, 2)', (column) => column.notNull().check(sql`rate >= 0`))
    // A project id belongs to PROJECT_CUSTOM rows and only to them; the shared tables have none.
    .addCheckConstraint(
      'per_diem_rates_custom_project',
      sql`(table_type = 'PROJECT_CUSTOM') = (project_id is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('per_diem_rates_unique')
    .on('per_diem_rates')
    .unique()
    .expression(sql`table_type, coalesce(project_id, 0), job_class, per_diem_type`)
    .execute();
};
