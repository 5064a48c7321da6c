#!/usr/bin/env node
// `npm run start:fleet`: the local picture of a production deployment. Two api replicas on PostgreSQL, two bff
// replicas sharing the registry (PostgreSQL) and the rate limits (Redis), the idp and the mail sink, with prefixed
// logs. A replica that exits 0 (kill -TERM <pid>: a rolling restart) is started again; one that fails stops the
// fleet; Ctrl-C stops it all.
import path from 'node:path';
import { createClient } from '@redis/client';
import { concurrently } from 'concurrently';
import pg from 'pg';
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

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/crewtime_fleet';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const idpPort = Number(process.env.IDP_PORT ?? 4100);
const apiPort = Number(process.env.API_PORT ?? 4000);
const bffPort = Number(process.env.BFF_PORT ?? 8080);
const smtpPort = process.env.SMTP_URL ? null : Number(process.env.SMTP_PORT ?? 2525);
const apis = [apiPort, apiPort + 1].map((port, index) => ({ name: `api-${index + 1}`, port }));
const bffs = [bffPort, bffPort + 1].map((port, index) => ({ name: `bff-${index + 1}`, port }));
const issuer = process.env.OIDC_ISSUER ?? `http://localhost:${idpPort}/oidc`;
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, '.data'));
/** The bffs ask each api's /readyz this often, and an api answers 503 this long after SIGTERM: 3 checks see it. */
const API_HEALTH_INTERVAL_MS = 1000;
const API_SHUTDOWN_DELAY_MS = 3000;

const withoutPassword = (url) => {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
};
const unreachable = (what, url, setting, error) => {
  console.error(
    `${what} at ${withoutPassword(url)} is unreachable (${error.message || error.code}): start it, or set ${setting}.`,
  );
  process.exit(1);
};

/** The fleet's database, created on first start (the api migrates it, api-1 fills it with the demo data). */
const createDatabaseIfMissing = async () => {
  const server = new URL(databaseUrl);
  const name = decodeURIComponent(server.pathname.slice(1));
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString(), connectionTimeoutMillis: 3000 });
  await admin.connect().catch((error) => unreachable('PostgreSQL', databaseUrl, 'DATABASE_URL', error));
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      await admin.query(`create database ${admin.escapeIdentifier(name)}`);
      console.log(`Created the database ${name} on ${withoutPassword(databaseUrl)}.`);
    }
  } finally {
    await admin.end();
  }
};

const requireRedis = async () => {
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 3000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  await client.connect().catch((error) => unreachable('Redis', redisUrl, 'REDIS_URL', error));
  await client.close();
};

await requireFreePorts([
  { service: 'idp', port: idpPort, setting: 'IDP_PORT' },
  ...apis.map(({ name, port }) => ({
    service: name,
    port,
    setting: 'API_PORT (the replicas take it and the next)',
  })),
  ...bffs.map(({ name, port }) => ({
    service: name,
    port,
    setting: 'BFF_PORT (the replicas take it and the next)',
  })),
  ...(smtpPort ? [{ service: 'mail', port: smtpPort, setting: 'SMTP_PORT' }] : []),
]);
await requireRedis();
await createDatabaseIfMissing();
buildUnlessSkipped();

const bffOrigins = bffs.map(({ port }) => `http://localhost:${port}`);
const common = { ...process.env, DATA_DIR: dataDir, OIDC_ISSUER: issuer, PUBLIC_URL: bffOrigins[0] };
// `exec`: the shell becomes the service, so the pid printed below is the one to signal.
const service = 'exec node --import ./src/tracing.ts src/main.ts';
const { commands, result } = concurrently(
  [
    {
      name: 'idp',
      command: service,
      cwd: path.join(root, 'idp'),
      env: {
        ...common,
        PORT: String(idpPort),
        // A user signs in on either bff: the idp sends them back to the one they came from.
        OIDC_REDIRECT_URIS:
          process.env.OIDC_REDIRECT_URIS ?? bffOrigins.map((origin) => `${origin}/auth-callback`).join(','),
      },
    },
    ...apis.map(({ name, port }, index) => ({
      name,
      command: service,
      cwd: path.join(root, 'api'),
      env: {
        ...common,
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        // One replica fills an empty database with the demo data (DEMO_DATA=false keeps it empty).
        DEMO_DATA: index === 0 ? process.env.DEMO_DATA || 'true' : 'false',
        SHUTDOWN_DELAY_MS: String(API_SHUTDOWN_DELAY_MS),
        SMTP_URL: process.env.SMTP_URL || `smtp://127.0.0.1:${smtpPort}`,
      },
    })),
    ...bffs.map(({ name, port }, index) => ({
      name,
      command: service,
      cwd: path.join(root, 'bff'),
      env: {
        ...common,
        PORT: String(port),
        PUBLIC_URL: bffOrigins[index],
        API_URL: apis.map((api) => `http://localhost:${api.port}`).join(','),
        API_HEALTH_INTERVAL_MS: String(API_HEALTH_INTERVAL_MS),
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
      },
    })),
    ...(smtpPort
      ? [
          {
            name: 'mail',
            command: 'exec node scripts/smtp-sink.mjs',
            cwd: root,
            env: { ...common, SMTP_PORT: String(smtpPort), MAIL_DIR: path.join(dataDir, 'mail') },
          },
        ]
      : []),
  ],
  {
    prefix: 'name',
    prefixColors: ['magenta', 'cyan', 'blue', 'green', 'greenBright', 'yellow'],
    killOthersOn: ['failure'],
    handleInput: false,
  },
);

let stopping = false;
// A clean exit while the fleet runs is a replica being restarted: start it again, as an orchestrator would.
for (const command of commands) {
  command.close.subscribe(({ exitCode, killed }) => {
    if (stopping || killed || exitCode !== 0) return;
    console.log(`${command.name} exited 0: starting it again`);
    command.start();
    console.log(`${command.name} started again (pid ${command.pid})`);
  });
}

const readyUrls = [
  `http://localhost:${idpPort}/readyz`,
  ...apis.map(({ port }) => `http://localhost:${port}/readyz`),
  ...bffs.map(({ port }) => `http://localhost:${port}/readyz`),
];
waitForAll(readyUrls).then(async (ready) => {
  if (!ready) {
    console.error('The fleet did not become ready within 2 minutes; stopping.');
    stopping = true;
    for (const command of commands) command.kill();
    return;
  }
  const pidOf = (name) => commands.find((command) => command.name === name)?.pid;
  console.log(
    [
      `\nCrewtime runs as a fleet on PostgreSQL ${withoutPassword(databaseUrl)} and Redis ${withoutPassword(redisUrl)}:`,
      `  open ${bffOrigins.join(' or ')} (two bff replicas; sign in on each)`,
      `  api replicas ${apis.map(({ name, port }) => `${name} http://localhost:${port} (pid ${pidOf(name)})`).join(', ')}`,
      `  bff replicas ${bffs.map(({ name, port }) => `${name} :${port} (pid ${pidOf(name)})`).join(', ')}; idp :${idpPort}`,
      '',
      await demoAccountsText(),
      '',
      `Rolling restart: kill -TERM ${pidOf('api-1')} (api-1). It answers /readyz 503 for ${API_SHUTDOWN_DELAY_MS / 1000} s while the`,
      `bffs' health checks (every ${API_HEALTH_INTERVAL_MS / 1000} s) take it out, finishes what is in flight, exits 0 and is started again;`,
      'the portal keeps working on api-2 meanwhile. The same works for a bff (kill -TERM its pid).',
      ...(smtpPort
        ? [`\nReminder e-mails land in ${path.join(dataDir, 'mail')} (development mail sink).`]
        : []),
      '\nCtrl-C stops all services.\n',
    ].join('\n'),
  );
});

stopOnSignals(commands, () => {
  stopping = true;
});
exitWithResult(result);
