#!/usr/bin/env node
// `npm start`: builds what is missing (lerna + nx cache), then runs idp, api and bff with prefixed logs.
// Ctrl-C stops all three; a port in use or a service that fails to start exits non-zero with a clear message.
import path from 'node:path';
import { concurrently } from 'concurrently';
import {
  buildUnlessSkipped,
  demoAccountsText,
  exitWithResult,
  requireFreePorts,
  requireNode,
  root,
  stopOnSignals,
  waitForAll,
} from './services.mjs';

requireNode();

const ports = {
  idp: Number(process.env.IDP_PORT ?? 4100),
  api: Number(process.env.API_PORT ?? 4000),
  bff: Number(process.env.BFF_PORT ?? 8080),
  // Without SMTP_URL, reminders go to the development mail sink (scripts/smtp-sink.mjs) on this port.
  ...(process.env.SMTP_URL ? {} : { smtp: Number(process.env.SMTP_PORT ?? 2525) }),
};
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${ports.bff}`;
const issuer = process.env.OIDC_ISSUER ?? `http://localhost:${ports.idp}/oidc`;
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, '.data'));

await requireFreePorts(
  Object.entries(ports).map(([service, port]) => ({
    service,
    port,
    setting: `${service.toUpperCase()}_PORT`,
  })),
);
buildUnlessSkipped();

const common = {
  ...process.env,
  DATA_DIR: dataDir,
  OIDC_ISSUER: issuer,
  PUBLIC_URL: publicUrl,
};
const devHostUrl = publicUrl.replace('//localhost', '//dev.localhost');
const { commands, result } = concurrently(
  [
    {
      name: 'idp',
      command: 'node --import ./src/tracing.ts src/main.ts',
      cwd: path.join(root, 'idp'),
      env: {
        ...common,
        PORT: String(ports.idp),
        OIDC_REDIRECT_URIS:
          process.env.OIDC_REDIRECT_URIS ?? `${publicUrl}/auth-callback,${devHostUrl}/auth-callback`,
      },
    },
    {
      name: 'api',
      command: 'node --import ./src/tracing.ts src/main.ts',
      cwd: path.join(root, 'api'),
      env: {
        ...common,
        PORT: String(ports.api),
        // One machine, a fresh .data: sign in with the demo accounts at once (DEMO_DATA=false keeps it empty).
        DEMO_DATA: process.env.DEMO_DATA || 'true',
        SMTP_URL: process.env.SMTP_URL || `smtp://127.0.0.1:${ports.smtp}`,
      },
    },
    {
      name: 'bff',
      command: 'node --import ./src/tracing.ts src/main.ts',
      cwd: path.join(root, 'bff'),
      env: {
        ...common,
        PORT: String(ports.bff),
        API_URL: process.env.API_URL ?? `http://localhost:${ports.api}`,
      },
    },
    ...(ports.smtp
      ? [
          {
            name: 'mail',
            command: 'node scripts/smtp-sink.mjs',
            cwd: root,
            env: { ...common, SMTP_PORT: String(ports.smtp), MAIL_DIR: path.join(dataDir, 'mail') },
          },
        ]
      : []),
  ],
  {
    prefix: 'name',
    prefixColors: ['magenta', 'cyan', 'green', 'yellow'],
    killOthersOn: ['failure', 'success'],
    handleInput: false,
  },
);

waitForAll([
  `http://localhost:${ports.idp}/healthz`,
  `http://localhost:${ports.api}/healthz`,
  `http://localhost:${ports.bff}/healthz`,
]).then(async (ready) => {
  if (!ready) {
    console.error('Crewtime did not become healthy within 2 minutes; stopping.');
    for (const command of commands) command.kill();
    return;
  }
  console.log(`\nCrewtime is running: ${publicUrl}\n\n${await demoAccountsText()}`);
  if (ports.smtp)
    console.log(`\nReminder e-mails land in ${path.join(dataDir, 'mail')} (development mail sink).`);
  console.log('\nCtrl-C stops all services.\n');
});

stopOnSignals(commands);
exitWithResult(result);
