import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ROOT_DIR, testConfig } from '../src/platform/config.ts';
import { DATA_DIR_LOCK_FILE } from '../src/platform/data-dir-lock.ts';
import { RTOKEN } from './helpers.ts';

const TSX = path.join(ROOT_DIR, 'node_modules/.bin/tsx');
const ADMIN_CREATE = path.join(ROOT_DIR, 'apps/server/src/cli/admin-create.ts');

/** Runs `npm run admin:create` on the data directory and waits for it to end. */
function adminCreate(dataDir: string, email: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, [ADMIN_CREATE, '--email', email, '--password', 'Operator#2026'], {
      cwd: ROOT_DIR,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** The id of a process that has already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

// The lock guards the embedded database only, so it is tested once, in the PGlite pass.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded data directory lock', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'kestrel-lock-'));
  const dataDir = path.join(root, 'data');
  const lockFile = path.join(dataDir, DATA_DIR_LOCK_FILE);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a command while the server holds the data directory, and lets it run afterwards', async () => {
    const app = await buildApp(testConfig({ dataDir }));
    try {
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
      const refused = await adminCreate(dataDir, 'ops@example.com');
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`The data directory ${dataDir} is in use by process ${process.pid}`);
      expect(refused.output).not.toContain('Aborted');
      // The server keeps working on its data.
      const res = await app.server.inject({ method: 'GET', url: `/api/web/getLogo?rtoken=${RTOKEN}` });
      expect(res.json().data.name).toBe('Kestrel');
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await app.server.close();
    }
    expect(() => readFileSync(lockFile)).toThrow(/ENOENT/);
    const created = await adminCreate(dataDir, 'ops@example.com');
    expect(created.output).toContain('Staff account');
    expect(created.code).toBe(0);
  }, 120_000);

  it('takes over a lock left by a process that is no longer alive', async () => {
    const pid = deadPid();
    writeFileSync(lockFile, `${pid}\n`);
    const created = await adminCreate(dataDir, 'second@example.com');
    expect(created.output).toContain('Staff account');
    expect(created.code).toBe(0);
    // The command released the lock it took over, and the server opens the directory again.
    expect(() => readFileSync(lockFile)).toThrow(/ENOENT/);
    const app = await buildApp(testConfig({ dataDir }));
    await app.server.close();
  }, 120_000);
});
