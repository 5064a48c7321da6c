#!/usr/bin/env node
// `npm start`: builds what is missing (lerna + nx cache), then runs idp, api and bff with prefixed logs.
// Ctrl-C stops all three; a port in use or a service that fails to start exits non-zero with a clear message.
import net from 'node:net';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { concurrently } from 'concurrently';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(`Crewtime needs Node >= 22.18 (found ${process.version}). Install Node 24 LTS (see README).`);
  process.exit(1);
}

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

const portIsFree = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port);
  });

for (const [service, port] of Object.entries(ports)) {
  if (!(await portIsFree(port))) {
    console.error(
      `Port ${port} (${service}) is in use. Stop whatever holds it, or set ${service.toUpperCase()}_PORT.`,
    );
    process.exit(1);
  }
}

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building shell and remotes (cached builds are reused)…');
  const build = spawnSync('npx', ['lerna', 'run', 'build', '--loglevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The build failed; see the output above.');
    process.exit(build.status ?? 1);
  }
}

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

const healthy = async (url) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};
const waitForAll = async () => {
  const urls = [
    `http://localhost:${ports.idp}/healthz`,
    `http://localhost:${ports.api}/healthz`,
    `http://localhost:${ports.bff}/healthz`,
  ];
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if ((await Promise.all(urls.map(healthy))).every(Boolean)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
};

waitForAll().then(async (ready) => {
  if (!ready) {
    console.error('Crewtime did not become healthy within 2 minutes; stopping.');
    for (const command of commands) command.kill();
    return;
  }
  const { DEMO_ACCOUNTS, DEMO_ROLES } = await import('../api/src/db/seed/accounts.ts');
  console.log(`\nCrewtime is running: ${publicUrl}\n\nDemo accounts (choose one on the sign-in page):`);
  for (const account of DEMO_ACCOUNTS) {
    console.log(
      `  ${account.email.padEnd(22)} ${account.roles.length ? account.roles.map((role) => DEMO_ROLES[role].name).join(', ') : '(no access)'}`,
    );
  }
  if (ports.smtp)
    console.log(`\nReminder e-mails land in ${path.join(dataDir, 'mail')} (development mail sink).`);
  console.log('\nCtrl-C stops all services.\n');
});

const stop = () => {
  for (const command of commands) command.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

result.then(
  () => process.exit(0),
  (events) => {
    const failed = events.filter((event) => event.exitCode !== 0 && event.killed === false);
    if (failed.length)
      console.error(
        `Stopped: ${failed.map((event) => `${event.command.name} exited ${event.exitCode}`).join(', ')}`,
      );
    process.exit(failed.length ? 1 : 0);
  },
);
