import { sql, type Kysely } from 'kysely';

/**
 * Roles, permissions, home pages, job classes, labor items, employees. Migrations are history: enum lists are
 * written out here, never imported, so a later change to a constant cannot rewrite an applied migration.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('home_pages')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('path', 'text', (column) => column.notNull().unique())
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('role_id', 'integer', (column) => column.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('home_page', 'text', (column) => column.references('home_pages.path').onUpdate('cascade'))
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  // 'Role already exists' compares trimmed names case-insensitively (ROLES-07); the index makes it race-free.
  await db.schema
    .createIndex('roles_name_unique')
    .on('roles')
    .unique()
    .expression(sql`lower(btrim(name))`)
    .execute();

  // Permission names are the seeds' fixed list (shared-kit PERMISSIONS), validated by the api on write.
  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (column) =>
      column.notNull().references('roles.role_id').onDelete('cascade'),
    )
    .addColumn('permission', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission'])
    .execute();

  await db.schema
    .createTable('job_classes')
    .addColumn('title', 'text', (column) => column.primaryKey())
    .addColumn('abbreviation', 'text', (column) => column.notNull().unique())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('labor_items')
    .addColumn('labor_item', 'text', (column) => column.primaryKey())
    .addColumn('job_class', 'text', (column) =>
      column.notNull().references('job_classes.title').onUpdate('cascade'),
    )
    .execute();

  await db.schema
    .createTable('employees')
    .addColumn('employee_id', 'integer', (column) => column.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('accumatica_id', 'text', (column) => column.notNull().unique())
    .addColumn('payroll_provider_id', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('email', 'text')
    .addColumn('state_code', 'text', (column) => column.notNull().check(sql`state_code ~ '^[A-Z]{2}$'`))
    .addColumn('employee_class', 'text', (column) =>
      column.notNull().check(sql`employee_class in ('WKLYHRLY', 'BIWKLYHRLY')`),
    )
    .addColumn('department', 'text', (column) =>
      column
        .notNull()
        .check(
          sql`department in ('SHOP', 'FIELD', 'ADMIN', 'CONST', 'DESIGN', 'EXEC', 'PROCURE', 'PROJMGMT', 'HR', 'CM')`,
        ),
    )
    .addColumn('labor_item', 'text', (column) =>
      column.notNull().references('labor_items.labor_item').onUpdate('cascade'),
    )
    .addColumn('primary_job_class', 'text', (column) =>
      column.references('job_classes.title').onUpdate('cascade'),
    )
    .addColumn('employee_status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('Active')
        .check(sql`employee_status in ('Active', 'Inactive')`),
    )
    .addColumn('per_diem_eligible', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('truck_allowance', 'numeric(8, 2)', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`truck_allowance >= 0`),
    )
    .addColumn('weekly_truck_allowance', 'numeric(8, 2)', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`weekly_truck_allowance >= 0`),
    )
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  // Sign-in matches the e-mail claim case-insensitively; two employees must never share one.
  await db.schema
    .createIndex('employees_email_unique')
    .on('employees')
    .unique()
    .expression(sql`lower(email)`)
    .where(sql.ref('email'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('employees_name')
    .on('employees')
    .columns(['last_name', 'first_name'])
    .execute();

  await db.schema
    .createTable('employee_roles')
    .addColumn('employee_id', 'integer', (column) =>
      column.notNull().references('employees.employee_id').onDelete('cascade'),
    )
    .addColumn('role_id', 'integer', (column) =>
      column.notNull().references('roles.role_id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('employee_roles_pk', ['employee_id', 'role_id'])
    .execute();
  await db.schema.createIndex('employee_roles_role').on('employee_roles').column('role_id').execute();
};
