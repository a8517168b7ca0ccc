import { describe, expect, it } from 'vitest';
import {
  holderName,
  holderReport,
  isConfigurationError,
  lockKeyParts,
  PROCESS_LOCK_KEY,
} from './process-lock.ts';

describe('process lock', () => {
  it('names the key as pg_locks shows it', () => {
    expect(lockKeyParts(PROCESS_LOCK_KEY)).toEqual({ classid: 0x6b657374, objid: 0x72656c01 });
    expect(lockKeyParts(-1n)).toEqual({ classid: 0xffff_ffff, objid: 0xffff_ffff });
    expect(lockKeyParts(1n)).toEqual({ classid: 0, objid: 1 });
  });

  it.each([
    ['web-1', 4242, 'kestrel pid 4242 2026-03-01T12:30:05Z web-1'],
    ['hôte', 7, 'kestrel pid 7 2026-03-01T12:30:05Z h?te'],
    ['h'.repeat(80), 7, `kestrel pid 7 2026-03-01T12:30:05Z ${'h'.repeat(28)}`],
  ])('names the holder on %s, pid %i', (host, pid, name) => {
    const startedAt = new Date('2026-03-01T12:30:05.123Z');
    const got = holderName({ host, pid, startedAt });
    expect(got).toBe(name);
    expect(Buffer.byteLength(got)).toBeLessThanOrEqual(63);
  });

  it('reports who holds the lock, and what it cannot see', () => {
    const backendStart = new Date('2026-03-01T12:30:05Z');
    expect(
      holderReport({ pid: 91, applicationName: 'kestrel pid 1 x h', clientAddr: '10.0.0.5', backendStart }),
    ).toBe(
      'standby: the process lock is held by "kestrel pid 1 x h" (backend pid 91) from 10.0.0.5 connected since 2026-03-01T12:30:05.000Z',
    );
    expect(holderReport({ pid: 91, applicationName: null, clientAddr: null, backendStart: null })).toBe(
      'standby: the process lock is held by a session whose name is hidden (backend pid 91) over a local socket',
    );
    expect(holderReport(undefined)).toMatch(/just released/);
  });

  it.each([
    [{ code: '28P01' }, true],
    [{ code: '28000' }, true],
    [{ code: '3D000' }, true],
    [{ code: '57P01' }, false],
    [{ code: 'ECONNREFUSED' }, false],
    [new Error('timeout'), false],
    [undefined, false],
  ])('tells a wrong configuration (%o) from a database that is away', (error, wrong) => {
    expect(isConfigurationError(error)).toBe(wrong);
  });
});
