// 'shared-kit/timesheet-form': what the timesheet screen reads and edits with — the timesheet as the api answers it,
// the form schema and its row checks, the seeds' field messages (MSG), travel hours and per diem rules, the correction
// value rules and bodies, the actions a timesheet offers with their transitions' body, and the audit log grouping. A
// library shared on its own, loaded with the timesheet screens. The rules live in src/domain (the api reads them from
// 'shared-kit/domain'); this entry only re-exports them.
export * from '../domain/timesheet-form.ts';
export * from '../domain/timesheet-rules.ts';
export * from '../domain/messages.ts';
export * from '../domain/corrections.ts';
export * from '../domain/audit-log.ts';
export * from '../domain/api-timesheets.ts';
export * from '../domain/timesheet-actions.ts';
