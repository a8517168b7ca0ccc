import { describe, expect, it } from 'vitest';
import { registerUser } from '../accounts/fixtures.ts';
import { RTOKEN, useTestApp } from '../helpers.ts';

/** Every log line the platform writes, parsed. */
const lines: Record<string, unknown>[] = [];
const logStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
// Debug level, so the per-request lines are written and can be checked for secrets.
const app = useTestApp({ logLevel: 'debug' }, { logStream });

const PINO_DEBUG = 20;

describe('request logs', () => {
  it('keeps a session token out of the log when its parameter name is percent-encoded', async () => {
    const { token } = await registerUser(app());
    for (const name of ['token', '%74oken', 't%6F%6Ben', '%74%6F%6B%65%6E']) {
      const res = await app().server.inject({
        method: 'GET',
        url: `/api/web/info?rtoken=${RTOKEN}&${name}=${token}`,
      });
      // The server reads the encoded name as `token`: the session is recognised.
      expect(res.json().code, name).toBe(7);
    }
    const text = JSON.stringify(lines);
    expect(text).toContain('[redacted]');
    expect(text).not.toContain(token);
  });

  it('writes one line per ordinary request, at debug level, so info logs carry only what needs attention', async () => {
    lines.length = 0;
    const res = await app().server.inject({
      method: 'GET',
      url: `/api/web/getRules?rtoken=${RTOKEN}&lang=en`,
    });
    expect(res.statusCode).toBe(200);
    const ofRequest = lines.filter((l) => l.reqId !== undefined);
    expect(ofRequest.length).toBe(1);
    expect(ofRequest[0]).toMatchObject({
      level: PINO_DEBUG,
      msg: 'request completed',
      res: { statusCode: 200 },
    });
    expect(ofRequest[0]?.responseTimeMs).toEqual(expect.any(Number));
  });
});
