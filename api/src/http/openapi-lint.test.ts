import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEFAULT_TEST_SETTINGS } from '../testing/test-api.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { buildRouteTable } from './route-table.ts';
import type { Db } from '../db/database.ts';

const run = promisify(execFile);
const REDOCLY_CLI = join(
  dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);
const CONFIG = fileURLToPath(new URL('../../redocly.yaml', import.meta.url));

/** Warnings accepted on purpose: the project has chosen no licence, and the document does not invent one. */
const ACCEPTED_WARNINGS = ['info-license'];

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: 'error' | 'warn'; message: string }[];
}

/** Redocly's linter (recommended rules, api/redocly.yaml) over the document GET /openapi.json serves. */
const lint = async (document: unknown): Promise<LintReport> => {
  const folder = await mkdtemp(join(tmpdir(), 'crewtime-openapi-'));
  try {
    const file = join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const output = await run(
      process.execPath,
      [REDOCLY_CLI, 'lint', file, '--config', CONFIG, '--format=json'],
      // No telemetry, update check or notices: the test stays offline and quiet.
      {
        env: { ...process.env, CI: 'true', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return JSON.parse(output.stdout) as LintReport;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

describe('the OpenAPI document under Redocly lint (recommended rules)', () => {
  it('reports no error, and no warning beyond the accepted ones', async () => {
    // The table needs no database to be described.
    const routes = buildRouteTable({ db: undefined as unknown as Db, settings: DEFAULT_TEST_SETTINGS });
    const report = await lint(buildOpenApiDocument(routes, 'test'));
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
    const warnings = report.problems.map((problem) => problem.ruleId);
    expect(warnings.filter((ruleId) => !ACCEPTED_WARNINGS.includes(ruleId))).toEqual([]);
  }, 120_000);
});
