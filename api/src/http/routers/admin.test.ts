import { jest } from '@jest/globals';
import { createServer, type Server, type Socket } from 'node:net';
import type { Express } from 'express';
import nodemailer from 'nodemailer';
import request from 'supertest';
import { listOutboxRows } from '../../db/repositories/reminders.ts';
import {
  CUT_OFF_FAILURE,
  MailServerUnreachable,
  REMINDER_SEND_CONCURRENCY,
} from '../../services/reminders.ts';
import { createTestApi, DEMO, type TestApi } from '../../testing/test-api.ts';
import { mailerFor, SMTP_POOL, SMTP_TIMEOUTS } from './admin.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** A minimal SMTP server that accepts everything (but the `refuse` recipient) and keeps each message's DATA. */
const startSmtpServer = async ({ refuse }: { refuse?: string } = {}): Promise<{
  url: string;
  messages: string[];
  /** How many connections clients have opened so far. */
  connections: () => number;
  close: () => Promise<void>;
}> => {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let data: string | null = null;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'DATA') {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (refuse && verb === 'RCPT' && line.includes(`<${refuse}>`)) {
          socket.write('550 No such user\r\n');
        } else if (verb === 'QUIT') {
          socket.write('221 bye\r\n');
          socket.end();
        } else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};

const remind = async (
  kind: 'foreman' | 'general' | 'final',
  email: string = DEMO.admin,
  app: Express = api.app,
) =>
  request(app)
    .put(`/admin/send-${kind}-timesheet-reminder`)
    .set('Authorization', await api.bearer(email));

describe('PUT /admin/send-*-timesheet-reminder (ADMIN-03…05)', () => {
  it('records the general reminder in the outbox when SMTP_URL is not set', async () => {
    const before = (await listOutboxRows(api.database.db)).length;
    const response = await remind('general');
    expect(response.status).toBe(200);
    const rows = (await listOutboxRows(api.database.db)).slice(before);
    expect(response.body).toEqual({ sent: rows.length, failed: 0, alreadyReminded: 0 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.sentAt === null && row.reminderType === 'GENERAL')).toBe(true);
    const admin = await api.database.db
      .selectFrom('employees')
      .select('employeeId')
      .where('email', '=', DEMO.admin)
      .executeTakeFirstOrThrow();
    expect(rows.every((row) => row.requestedByEmployeeId === admin.employeeId)).toBe(true);
  });

  it('sends through SMTP from SMTP_FROM when SMTP_URL is set, and marks the outbox rows sent', async () => {
    const smtp = await startSmtpServer();
    try {
      const before = (await listOutboxRows(api.database.db)).length;
      const response = await remind(
        'final',
        DEMO.admin,
        api.appWith({ smtpUrl: smtp.url, smtpFrom: 'Crewtime Payroll <payroll@example.com>' }),
      );
      expect(response.status).toBe(200);
      const rows = (await listOutboxRows(api.database.db)).slice(before);
      expect(response.body).toEqual({ sent: rows.length, failed: 0, alreadyReminded: 0 });
      expect(smtp.messages).toHaveLength(rows.length);
      expect(rows.every((row) => row.sentAt !== null && row.reminderType === 'FINAL')).toBe(true);
      expect(rows.length).toBeGreaterThan(0);
      expect(smtp.messages[0]).toMatch(/Subject: Final timesheet reminder/);
      expect(smtp.messages[0]).toMatch(/^From: Crewtime Payroll <payroll@example\.com>$/m);
      // Every reminder links to the portal's timesheet list (PUBLIC_URL).
      // (quoted-printable: a long line is wrapped with '=' at the end)
      expect(smtp.messages[0]?.replace(/=\n/g, '')).toContain(
        'Open your timesheets: http://localhost:8080/foreman/timesheets',
      );
    } finally {
      await smtp.close();
    }
  });

  it('answers the foreman reminder with the number sent', async () => {
    const response = await remind('foreman');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ sent: expect.any(Number), failed: 0, alreadyReminded: 0 });
  });

  it('two admins pressing the same reminder at once e-mail each person once; the second press says who it left out', async () => {
    const smtp = await startSmtpServer();
    try {
      const app = api.appWith({ smtpUrl: smtp.url, smtpFrom: 'payroll@example.com' });
      await api.database.db.deleteFrom('reminderOutbox').where('reminderType', '=', 'GENERAL').execute();
      const [first, second] = await Promise.all([
        remind('general', DEMO.admin, app),
        remind('general', DEMO.admin, app),
      ]);
      const answers = [first.body, second.body] as Array<{
        sent: number;
        failed: number;
        alreadyReminded: number;
      }>;
      const sent = answers.reduce((total, answer) => total + answer.sent, 0);
      expect(sent).toBeGreaterThan(0);
      expect(smtp.messages).toHaveLength(sent);
      const recipients = smtp.messages.map((message) => /^To: (.*)$/m.exec(message)?.[1]);
      expect(new Set(recipients).size).toBe(recipients.length);
      // Whichever came second found everyone reminded by the first.
      expect(answers).toContainEqual({ sent: 0, failed: 0, alreadyReminded: sent });
    } finally {
      await smtp.close();
    }
  });

  it.each(['foreman', 'general', 'final'] as const)(
    'needs Admin_SendTimesheetReminder for the %s reminder (403 for payroll, 401 without a token)',
    async (kind) => {
      expect((await remind(kind, DEMO.payroll)).status).toBe(403);
      expect((await request(api.app).put(`/admin/send-${kind}-timesheet-reminder`)).status).toBe(401);
    },
  );
});

describe('GET /admin/reminders/… (who a reminder reaches, and the last sends)', () => {
  const get = async (path: string, email: string = DEMO.admin, app: Express = api.app) =>
    request(app)
      .get(path)
      .set('Authorization', await api.bearer(email));

  it('counts the recipients of each kind as sending would reach them now', async () => {
    for (const kind of ['foreman', 'general', 'final'] as const) {
      const response = await get(`/admin/reminders/${kind}/recipients`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        kind: kind.toUpperCase(),
        recipients: expect.any(Number),
        alreadyReminded: expect.any(Number),
      });
    }
    const general = await get('/admin/reminders/general/recipients');
    const before = (await listOutboxRows(api.database.db)).length;
    await remind('general');
    expect((await listOutboxRows(api.database.db)).length - before).toBe(general.body.recipients);
    expect((await get('/admin/reminders/weekly/recipients')).status).toBe(400);
  });

  it('records an SMTP failure in the outbox with its message kept, and lists it newest first', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const app = api.appWith({ smtpUrl: `smtp://127.0.0.1:${port}`, smtpFrom: 'payroll@example.com' });

    // Long after the final reminder sent above, as far as the rule against repeats is concerned.
    await api.database.db.deleteFrom('reminderOutbox').where('reminderType', '=', 'FINAL').execute();
    const response = await remind('final', DEMO.admin, app);
    expect(response.status).toBe(200);
    const rows = await listOutboxRows(api.database.db);
    const failed = rows.filter((row) => row.reminderType === 'FINAL' && row.failure !== null);
    expect(failed.length).toBeGreaterThan(0);
    expect(response.body).toEqual({ sent: 0, failed: failed.length, alreadyReminded: 0 });
    expect(failed[0]).toMatchObject({ sentAt: null, body: expect.stringContaining('Payroll closes') });

    const outbox = await get('/admin/reminders/outbox?limit=5', DEMO.admin, app);
    expect(outbox.status).toBe(200);
    expect(outbox.body).toHaveLength(Math.min(5, rows.length));
    expect(outbox.body[0]).toMatchObject({
      reminderType: 'FINAL',
      sentAt: null,
      failure: expect.any(String),
      waiting: null,
    });
    const ids = (outbox.body as Array<{ reminderId: number }>).map((row) => row.reminderId);
    expect(ids).toEqual([...ids].sort((left, right) => right - left));
  });

  it('says why a reminder neither sent nor failed waits: no mail server, or not sent yet with one', async () => {
    // A reminder claimed by a send the api never finished (it stopped mid-send): nothing marked it sent or failed.
    const employee = await api.database.db
      .selectFrom('employees')
      .select('employeeId')
      .executeTakeFirstOrThrow();
    await api.database.db
      .insertInto('reminderOutbox')
      .values({
        reminderType: 'GENERAL',
        recipientEmployeeId: employee.employeeId,
        recipientEmail: 'cut.off@example.com',
        subject: 'Timesheet reminder',
        body: 'Hello',
        requestedByEmployeeId: employee.employeeId,
        sentAt: null,
        failure: null,
      })
      .execute();
    const newest = async (app: Express) =>
      (
        (await get('/admin/reminders/outbox?limit=1', DEMO.admin, app)).body as Array<Record<string, unknown>>
      )[0];
    expect(await newest(api.app)).toMatchObject({
      recipientEmail: 'cut.off@example.com',
      waiting: 'NO_MAIL_SERVER',
    });
    const withMailServer = api.appWith({ smtpUrl: 'smtp://127.0.0.1:2525', smtpFrom: 'payroll@example.com' });
    expect(await newest(withMailServer)).toMatchObject({
      recipientEmail: 'cut.off@example.com',
      waiting: 'NOT_SENT_YET',
    });
    // Out of the way of the rule against repeats for the tests after this one.
    await api.database.db
      .deleteFrom('reminderOutbox')
      .where('recipientEmail', '=', 'cut.off@example.com')
      .execute();
  });

  it('says a reminder its send never finished is not sent, once the rule against repeats lets it go again', async () => {
    const employee = await api.database.db
      .selectFrom('employees')
      .select('employeeId')
      .executeTakeFirstOrThrow();
    const row = {
      reminderType: 'GENERAL',
      recipientEmployeeId: employee.employeeId,
      subject: 'Timesheet reminder',
      body: 'Hello',
      requestedByEmployeeId: employee.employeeId,
      sentAt: null,
      failure: null,
    } as const;
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await api.database.db
      .insertInto('reminderOutbox')
      .values([
        { ...row, recipientEmail: 'long.ago@example.com', createdAt: minutesAgo(11) },
        { ...row, recipientEmail: 'just.now@example.com', createdAt: minutesAgo(1) },
      ])
      .execute();
    const rowsOf = async (app: Express) =>
      new Map(
        (
          (await get('/admin/reminders/outbox?limit=2', DEMO.admin, app)).body as Array<
            Record<string, unknown>
          >
        ).map((entry) => [entry.recipientEmail, entry]),
      );
    const withMailServer = await rowsOf(
      api.appWith({ smtpUrl: 'smtp://127.0.0.1:2525', smtpFrom: 'payroll@example.com' }),
    );
    expect(withMailServer.get('long.ago@example.com')).toMatchObject({
      failure: CUT_OFF_FAILURE,
      waiting: null,
    });
    expect(withMailServer.get('just.now@example.com')).toMatchObject({
      failure: null,
      waiting: 'NOT_SENT_YET',
    });
    // Without a mail server a reminder waits for a later sender, however long.
    const without = await rowsOf(api.app);
    expect(without.get('long.ago@example.com')).toMatchObject({ failure: null, waiting: 'NO_MAIL_SERVER' });
    // Nothing is written: a send still under way marks its rows as usual.
    const stored = await api.database.db
      .selectFrom('reminderOutbox')
      .select('failure')
      .where('recipientEmail', '=', 'long.ago@example.com')
      .executeTakeFirstOrThrow();
    expect(stored.failure).toBeNull();
    await api.database.db
      .deleteFrom('reminderOutbox')
      .where('recipientEmail', 'in', ['long.ago@example.com', 'just.now@example.com'])
      .execute();
  });

  it('needs Admin_View', async () => {
    expect((await get('/admin/reminders/outbox', DEMO.foreman)).status).toBe(403);
    expect((await get('/admin/reminders/final/recipients', DEMO.foreman)).status).toBe(403);
  });
});

describe('the SMTP mailer', () => {
  const mail = { recipientEmployeeId: 1, to: 'frank@example.com', subject: 'Reminder', text: 'Hello' };

  it("keeps one e-mail's worst case inside the bff's 30 s: nodemailer's own limits are 2 and 10 minutes", () => {
    const spy = jest.spyOn(nodemailer, 'createTransport');
    try {
      void mailerFor({ smtpUrl: 'smtp://127.0.0.1:9', smtpFrom: 'payroll@example.com' })?.(mail).catch(
        () => {},
      );
      expect(spy).toHaveBeenCalledWith(expect.objectContaining({ ...SMTP_POOL, ...SMTP_TIMEOUTS }));
    } finally {
      spy.mockRestore();
    }
    const { connectionTimeout, greetingTimeout, socketTimeout } = SMTP_TIMEOUTS;
    expect(Math.max(connectionTimeout + greetingTimeout, socketTimeout)).toBeLessThan(30_000);
  });

  it('reports a server that takes the connection and never greets as unreachable, so the send stops', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const send = mailerFor(
        { smtpUrl: `smtp://127.0.0.1:${port}`, smtpFrom: 'payroll@example.com' },
        { connectionTimeout: 1_000, greetingTimeout: 200, socketTimeout: 1_000 },
      );
      await expect(send?.(mail)).rejects.toBeInstanceOf(MailServerUnreachable);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('sends the e-mails of a send over a few kept connections, not one connection per e-mail', async () => {
    const smtp = await startSmtpServer();
    try {
      const send = mailerFor({ smtpUrl: smtp.url, smtpFrom: 'payroll@example.com' });
      // One after another: one connection, kept between e-mails (the default transport opened three).
      for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) await send?.({ ...mail, to });
      expect(smtp.connections()).toBe(1);
      // Ten at once, as a send hands them over: never more connections than e-mails in flight.
      const tens = Array.from({ length: 10 }, (_, index) => send?.({ ...mail, to: `p${index}@example.com` }));
      await Promise.all(tens);
      expect(smtp.messages).toHaveLength(13);
      expect(smtp.connections()).toBeLessThanOrEqual(REMINDER_SEND_CONCURRENCY);
    } finally {
      await smtp.close();
    }
  });

  it("reports a server that drops every connection at once as unreachable: the pool's retries end", async () => {
    const dropping = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const { port } = dropping.address() as { port: number };
    try {
      const send = mailerFor({ smtpUrl: `smtp://127.0.0.1:${port}`, smtpFrom: 'payroll@example.com' });
      await expect(send?.(mail)).rejects.toBeInstanceOf(MailServerUnreachable);
    } finally {
      await new Promise<void>((resolve) => dropping.close(() => resolve()));
    }
  });

  it('passes a refused recipient on as it is: the next e-mail may well go out', async () => {
    const smtp = await startSmtpServer({ refuse: 'nobody@example.com' });
    try {
      const send = mailerFor({ smtpUrl: smtp.url, smtpFrom: 'payroll@example.com' });
      const refused = send?.({ ...mail, to: 'nobody@example.com' });
      await expect(refused).rejects.toThrow(/550/);
      await expect(refused).rejects.not.toBeInstanceOf(MailServerUnreachable);
      await expect(send?.(mail)).resolves.toBeUndefined();
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});
