import { once } from 'node:events';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { createTestApp } from '../helpers.ts';
import { freshEmail, get } from './fixtures.ts';

/**
 * A small SMTP server on loopback that records what it receives, so the real nodemailer
 * transport is exercised end to end (no outbox row is written when SMTP is configured).
 */
function smtpSink(): { server: Server; messages: string[] } {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let data = '';
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      data += chunk.toString('utf8');
      let newline = data.indexOf('\r\n');
      while (newline >= 0) {
        const line = data.slice(0, newline);
        data = data.slice(newline + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          } else messages[messages.length - 1] += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 sink\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          messages.push('');
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
        newline = data.indexOf('\r\n');
      }
    });
  });
  return { server, messages };
}

describe('verification codes by SMTP', () => {
  const sink = smtpSink();
  let app: App & { dispose(): Promise<void> };

  beforeAll(async () => {
    sink.server.listen(0, '127.0.0.1');
    await once(sink.server, 'listening');
    const { port } = sink.server.address() as AddressInfo;
    app = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'codes@kestrel.test' });
  });
  afterAll(async () => {
    await app?.dispose();
    sink.server.close();
  });

  it('mails the code in the reader language through the configured server', async () => {
    const email = freshEmail();
    const res = await get(app, 'getCode', { type: 'email', email, purpose: 'register', lang: 'en' });
    expect(res.code).toBe(0);
    expect(sink.messages).toHaveLength(1);
    const mail = sink.messages[0] ?? '';
    expect(mail).toContain(`To: ${email}`);
    expect(mail).toContain('From: codes@kestrel.test');
    expect(mail).toMatch(/Your Kestrel verification code is \d{6}\. It expires in 10 minutes\./);
  });
});
