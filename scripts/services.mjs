// What `npm start` (scripts/start.mjs) and `npm run start:fleet` (scripts/start-fleet.mjs) share: the Node check,
// the port check, the build, waiting for the services, the demo accounts and how the run ends.
import net from 'node:net';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The services run their TypeScript directly, which Node does unflagged from 22.18. */
export const requireNode = () => {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 18)) {
    console.error(
      `Crewtime needs Node >= 22.18 (found ${process.version}). Install Node 24 LTS (see README).`,
    );
    process.exit(1);
  }
};

const portIsFree = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port);
  });

/** `listeners`: [{ service, port, setting }]; the first port in use exits 1 naming the setting that moves it. */
export const requireFreePorts = async (listeners) => {
  for (const { service, port, setting } of listeners) {
    if (!(await portIsFree(port))) {
      console.error(`Port ${port} (${service}) is in use. Stop whatever holds it, or set ${setting}.`);
      process.exit(1);
    }
  }
};

/** Builds what is missing (lerna + nx cache) unless SKIP_BUILD=1; a failed build exits with its status. */
export const buildUnlessSkipped = () => {
  if (process.env.SKIP_BUILD === '1') return;
  console.log('Building shell and remotes (cached builds are reused)…');
  const build = spawnSync('npx', ['lerna', 'run', 'build', '--loglevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The build failed; see the output above.');
    process.exit(build.status ?? 1);
  }
};

const answersOk = async (url) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

/** Whether every URL answered 2xx within 2 minutes (asked every half second). */
export const waitForAll = async (urls) => {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if ((await Promise.all(urls.map(answersOk))).every(Boolean)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
};

/** "Demo accounts (choose one on the sign-in page):" and one line per account, from the api's seed. */
export const demoAccountsText = async () => {
  const { DEMO_ACCOUNTS, DEMO_ROLES } = await import('../api/src/db/seed/accounts.ts');
  return [
    'Demo accounts (choose one on the sign-in page):',
    ...DEMO_ACCOUNTS.map(
      (account) =>
        `  ${account.email.padEnd(22)} ${account.roles.length ? account.roles.map((role) => DEMO_ROLES[role].name).join(', ') : '(no access)'}`,
    ),
  ].join('\n');
};

/** Ctrl-C and SIGTERM stop every command (each drains and exits 0). */
export const stopOnSignals = (commands, beforeStop = () => undefined) => {
  const stop = () => {
    beforeStop();
    for (const command of commands) command.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

/** Exits 0 when every command ended well, else 1 naming the ones that failed. */
export const exitWithResult = (result) =>
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
