import { addDays, addYears, nextMonday } from 'date-fns';
import nodemailer from 'nodemailer';
import { toApiDate } from 'shared-kit/domain';
import type { PayrollPeriodRow } from '../db/repositories/payroll-periods.ts';
import { listOutboxRows } from '../db/repositories/reminders.ts';
import { createTestApi, DEMO, type TestApi } from '../testing/test-api.ts';
import {
  foremanReminders,
  generalReminders,
  MailServerUnreachable,
  periodClosingNext,
  REMINDER_SEND_CONCURRENCY,
  sendReminders,
  type ReminderMail,
} from './reminders.ts';

let api: TestApi;
let newForemanId: number;
/** A Monday two years ahead: no timesheet exists in that week. */
const futureMonday = nextMonday(addYears(new Date(), 2));

beforeAll(async () => {
  api = await createTestApi();
  const db = api.database.db;
  const customer = await db.selectFrom('customers').select('customerId').executeTakeFirstOrThrow();
  const { projectId } = await db
    .insertInto('projects')
    .values({
      projectNumber: 'P99ZZZ01',
      customerId: customer.customerId,
      description: 'Reminder Test Site',
      address: '1 Main St',
      city: 'Austin',
      stateCode: 'TX',
      zipCode: '78701',
    })
    .returning('projectId')
    .executeTakeFirstOrThrow();
  ({ employeeId: newForemanId } = await db
    .insertInto('employees')
    .values({
      accumaticaId: 'EMP-REMIND',
      payrollProviderId: 'PP-REMIND',
      firstName: 'Rita',
      lastName: 'Reminder',
      email: 'rita.reminder@example.com',
      stateCode: 'TX',
      employeeClass: 'WKLYHRLY',
      department: 'FIELD',
      laborItem: 'FOREMAN_LABOR',
      primaryJobClass: 'FOREMAN',
    })
    .returning('employeeId')
    .executeTakeFirstOrThrow());
  await db
    .insertInto('projectEmployees')
    .values({ projectId, employeeId: newForemanId, jobClass: 'FOREMAN' })
    .execute();
});
afterAll(() => api.close());

const period = (startDate: string, state = 'OPEN'): PayrollPeriodRow => ({
  payrollPeriodId: 1,
  startDate,
  endDate: toApiDate(addDays(new Date(`${startDate}T00:00:00`), 6)),
  state,
  rosterGeneratedTime: null,
  version: 1,
});

describe('foreman reminder: foremen with missing timesheets this week', () => {
  it("lists each weekday before today with no timesheet on the foreman's Active project", async () => {
    const thursday = addDays(futureMonday, 3);
    const mails = await foremanReminders(api.database.db, thursday);
    const rita = mails.find((mail) => mail.recipientEmployeeId === newForemanId) as ReminderMail;
    expect(rita.to).toBe('rita.reminder@example.com');
    expect(rita.subject).toBe('Timesheet reminder: timesheets missing this week');
    const lines = rita.text.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^- P-99 ZZZ 01 Reminder Test Site: Monday \d\d\/\d\d\/\d{4}$/);
    expect(lines[2]).toMatch(/Wednesday/);
  });

  it('reminds nobody on a Monday (no weekday of the week has passed)', async () => {
    expect(await foremanReminders(api.database.db, futureMonday)).toEqual([]);
  });

  it('does not remind about a day that has a timesheet', async () => {
    const db = api.database.db;
    const project = await db
      .selectFrom('projects')
      .select('projectId')
      .where('projectNumber', '=', 'P99ZZZ01')
      .executeTakeFirstOrThrow();
    const { payrollPeriodId } = await db
      .insertInto('payrollPeriods')
      .values({ startDate: toApiDate(futureMonday), endDate: toApiDate(addDays(futureMonday, 6)) })
      .returning('payrollPeriodId')
      .executeTakeFirstOrThrow();
    const tuesday = toApiDate(addDays(futureMonday, 1));
    const { timesheetId } = await db
      .insertInto('timesheets')
      .values({
        projectId: project.projectId,
        date: tuesday,
        creatorEmployeeId: newForemanId,
        payrollPeriodId,
      })
      .returning('timesheetId')
      .executeTakeFirstOrThrow();
    try {
      const mails = await foremanReminders(db, addDays(futureMonday, 3));
      const rita = mails.find((mail) => mail.recipientEmployeeId === newForemanId) as ReminderMail;
      const lines = rita.text.split('\n').filter((line) => line.startsWith('- '));
      expect(lines.map((line) => line.split(': ')[1]?.split(' ')[0])).toEqual(['Monday', 'Wednesday']);
    } finally {
      await db.deleteFrom('timesheets').where('timesheetId', '=', timesheetId).execute();
      await db.deleteFrom('payrollPeriods').where('payrollPeriodId', '=', payrollPeriodId).execute();
    }
  });
});

describe('general reminder: everyone with unapproved work', () => {
  it('writes to the creators of Open or Rejected timesheets and the managers of those waiting for approval', async () => {
    const db = api.database.db;
    const mails = await generalReminders(db);
    const openPeriods = await db
      .selectFrom('payrollPeriods')
      .select('payrollPeriodId')
      .where('state', '=', 'OPEN')
      .execute();
    const ids = openPeriods.map((row) => row.payrollPeriodId);
    const creators = await db
      .selectFrom('timesheets')
      .innerJoin('employees', 'employees.employeeId', 'timesheets.creatorEmployeeId')
      .select('employees.email')
      .distinct()
      .where('timesheets.payrollPeriodId', 'in', ids)
      .where('timesheets.state', 'in', ['OPEN', 'REJECTED'])
      .where('employees.employeeStatus', '=', 'Active')
      .execute();
    const recipients = new Set(mails.map((mail) => mail.to));
    expect(creators.length).toBeGreaterThan(0);
    for (const creator of creators) expect(recipients.has(creator.email as string)).toBe(true);
    const foreman = mails.find((mail) => mail.to === DEMO.foreman);
    expect(foreman?.text).toMatch(/timesheets? to submit or correct \(Open or Rejected\)/);
  });
});

describe('final reminder: the period payroll closes next', () => {
  it('picks the oldest OPEN period that has ended, else the one holding today', () => {
    const today = new Date('2026-11-18T12:00:00');
    expect(
      periodClosingNext([period('2026-11-16'), period('2026-11-09'), period('2026-11-02')], today)?.startDate,
    ).toBe('2026-11-02');
    expect(periodClosingNext([period('2026-11-16')], today)?.startDate).toBe('2026-11-16');
    expect(periodClosingNext([], today)).toBeUndefined();
  });
});

describe('sendReminders: SMTP or outbox', () => {
  it('records every reminder in the outbox, unsent, when no mailer is configured', async () => {
    const before = (await listOutboxRows(api.database.db)).length;
    const result = await sendReminders(api.database.db, 'GENERAL', {
      today: new Date(),
      requestedByEmployeeId: 1,
    });
    const rows = (await listOutboxRows(api.database.db)).slice(before);
    expect(result).toEqual({ sent: rows.length, failed: 0, alreadyReminded: 0 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.sentAt === null && row.reminderType === 'GENERAL')).toBe(true);
  });

  it('records a failed delivery and does not count it as sent', async () => {
    const before = (await listOutboxRows(api.database.db)).length;
    const result = await sendReminders(api.database.db, 'FOREMAN', {
      today: addDays(futureMonday, 2),
      requestedByEmployeeId: 1,
      send: async () => {
        throw new Error('mail server refused');
      },
    });
    const rows = (await listOutboxRows(api.database.db)).slice(before);
    expect(rows.length).toBeGreaterThan(0);
    // The failures are counted, so the admin is told the reminder did not go out.
    expect(result).toEqual({ sent: 0, failed: rows.length, alreadyReminded: 0 });
    expect(rows.every((row) => row.failure === 'mail server refused' && row.sentAt === null)).toBe(true);
  });

  it('stops trying once the mail server is unreachable: every e-mail would wait out the same timeout', async () => {
    const before = (await listOutboxRows(api.database.db)).length;
    let tries = 0;
    const result = await sendReminders(api.database.db, 'FOREMAN', {
      today: addDays(futureMonday, 2),
      requestedByEmployeeId: 1,
      send: async () => {
        tries += 1;
        throw new MailServerUnreachable('Greeting never received');
      },
    });
    const rows = (await listOutboxRows(api.database.db)).slice(before);
    expect(rows.length).toBeGreaterThan(REMINDER_SEND_CONCURRENCY);
    // The first e-mails in flight together fail together; none is tried after that.
    expect(tries).toBeLessThanOrEqual(REMINDER_SEND_CONCURRENCY);
    expect(result).toEqual({ sent: 0, failed: rows.length, alreadyReminded: 0 });
    // Each row still says why it did not go out, so the outbox shows whom the reminder missed.
    expect(rows.every((row) => row.failure === 'Greeting never received' && row.sentAt === null)).toBe(true);
  });

  it('has a few e-mails in flight at once, never more: a slow mail server costs one wait per few e-mails', async () => {
    let tries = 0;
    let inFlight = 0;
    let most = 0;
    const result = await sendReminders(api.database.db, 'FOREMAN', {
      today: addDays(futureMonday, 2),
      requestedByEmployeeId: 1,
      send: async () => {
        tries += 1;
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        throw new Error('mail server refused');
      },
    });
    expect(tries).toBeGreaterThan(REMINDER_SEND_CONCURRENCY);
    expect(most).toBe(REMINDER_SEND_CONCURRENCY);
    expect(result).toEqual({ sent: 0, failed: tries, alreadyReminded: 0 });
  });

  // The failed deliveries above do not count as reminders: this send reaches the same people.
  it('sends through nodemailer (JSON transport) and marks the outbox rows sent', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const delivered: { to: { address: string }[]; subject: string; text: string }[] = [];
    const before = (await listOutboxRows(api.database.db)).length;
    const result = await sendReminders(api.database.db, 'FOREMAN', {
      today: addDays(futureMonday, 2),
      requestedByEmployeeId: 1,
      send: async (mail) => {
        const info = await transport.sendMail({
          from: 'crewtime@example.com',
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        delivered.push(JSON.parse(info.message as unknown as string));
      },
    });
    const rows = (await listOutboxRows(api.database.db)).slice(before);
    expect(result.sent).toBe(delivered.length);
    expect(delivered.map((mail) => mail.to[0]?.address)).toContain('rita.reminder@example.com');
    expect(rows.every((row) => row.sentAt !== null && row.failure === null)).toBe(true);
  });

  it('leaves out whoever this reminder reached in the last minutes; another reminder still reaches them', async () => {
    const delivered: string[] = [];
    const options = {
      today: addDays(futureMonday, 2),
      requestedByEmployeeId: 1,
      send: async (mail: ReminderMail) => {
        delivered.push(mail.to);
      },
    };
    // Rita's reminder was just sent (the test above): a second press sends her nothing.
    const again = await sendReminders(api.database.db, 'FOREMAN', options);
    expect(delivered).not.toContain('rita.reminder@example.com');
    expect(again.alreadyReminded).toBeGreaterThan(0);
    expect(again.sent).toBe(delivered.length);
    // Another reminder is another matter: the final one is not held back by the foreman one.
    const final = await sendReminders(api.database.db, 'FINAL', { ...options, today: new Date() });
    expect(final).toEqual({ sent: delivered.length - again.sent, failed: 0, alreadyReminded: 0 });
    expect(final.sent).toBeGreaterThan(0);
  });

  it('goes on after one refused recipient: only the mail server being unreachable stops a send', async () => {
    // The general reminder of the first test above waits in the outbox; long ago, as far as this test is concerned.
    await api.database.db.deleteFrom('reminderOutbox').where('reminderType', '=', 'GENERAL').execute();
    const tried: string[] = [];
    const result = await sendReminders(api.database.db, 'GENERAL', {
      today: new Date(),
      requestedByEmployeeId: 1,
      send: async (mail) => {
        tried.push(mail.to);
        if (tried.length === 1) throw new Error('550 No such user');
      },
    });
    expect(tried.length).toBeGreaterThan(1);
    expect(result).toEqual({ sent: tried.length - 1, failed: 1, alreadyReminded: 0 });
  });
});
