#!/usr/bin/env node
// The development and E2E mail server: accepts every message on 127.0.0.1:SMTP_PORT (smtp-server, no auth, no TLS:
// loopback only) and writes each one to MAIL_DIR as <time>-<n>.eml, so a developer or a test can read what the
// reminders sent. Never for production: set SMTP_URL to the company's mail server there.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.SMTP_PORT ?? 2525);
const mailDir = path.resolve(process.env.MAIL_DIR ?? '.data/mail');
fs.mkdirSync(mailDir, { recursive: true });
let received = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  banner: 'Crewtime development mail sink',
  size: 1024 * 1024,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${received}.eml`;
      const envelope = `X-Envelope-To: ${session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ')}\r\n`;
      fs.writeFileSync(path.join(mailDir, name), envelope + Buffer.concat(chunks).toString('utf8'));
      callback();
    });
  },
});
server.on('error', (error) => console.error(`mail sink: ${error.message}`));
server.listen(port, '127.0.0.1', () =>
  console.log(`mail sink on smtp://127.0.0.1:${port}, messages in ${mailDir}`),
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
