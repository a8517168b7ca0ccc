/**
 * `npm run security:check`: starts the platform on a temporary embedded database and runs the
 * concurrency attacks against it over HTTP (and again on a new PostgreSQL database when
 * TEST_DATABASE_URL is set), printing one line per attack (held / failed):
 *
 * - 50 wrong passwords at once, then the right one (customer login, staff login)
 * - 50 wrong security answers at once, then the right one (password reset by question)
 * - 50 wrong Google codes at once at login, then the right one
 * - one authenticator code sent by 10 staff logins at once (one session at most)
 * - 50 wrong trade passwords on a withdrawal at once, then the right one
 * - 30 spot orders at once with room for 10 under the open-order limit
 *
 * Every request comes from its own client address (X-Forwarded-For, the server trusting the proxy
 * header), as a botnet would, so per-address rate limits do not hide a missing per-account lock.
 * Exits non-zero when any attack was not held or the ledger audit finds a problem.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ASSET_SCALES } from '@platform/contract';
import { parseUnits } from '@platform/money';
import { desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import pg from 'pg';
import { type App, buildApp } from '../apps/server/src/app.ts';
import { outboxMessages } from '../apps/server/src/modules/accounts/schema.ts';
import { ManualClock } from '../apps/server/src/platform/clock.ts';
import { testConfig } from '../apps/server/src/platform/config.ts';

const PASSWORD = 'Secret#2026';
/** A 1x1 PNG: the document photos of the verification the withdrawal attack starts from. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const TRADE_PASSWORD = '246810';
/** 14:00 in Hong Kong: inside the default withdrawal window, so the confirmation is reached. */
const START_MS = Date.UTC(2026, 10, 23, 6, 0, 0);

interface Envelope {
  code: number;
  reason?: string;
  message: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers of many actions
  data: any;
}

let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `198.18.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};
const rtoken = () => randomBytes(6).toString('hex');

class Client {
  constructor(private readonly baseUrl: string) {}

  async call(
    area: 'web' | 'admin',
    action: string,
    params: Record<string, string | number | undefined>,
    method: 'GET' | 'POST' = 'POST',
  ): Promise<Envelope> {
    const body = new URLSearchParams({ rtoken: rtoken() });
    for (const [k, v] of Object.entries(params)) if (v !== undefined) body.set(k, String(v));
    const url = `${this.baseUrl}/api/${area}/${action}${method === 'GET' ? `?${body}` : ''}`;
    const res = await fetch(url, {
      method,
      headers: {
        'x-forwarded-for': nextAddress(),
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(method === 'POST' ? { body: body.toString() } : {}),
    });
    return (await res.json()) as Envelope;
  }

  web(action: string, params: Record<string, string | number | undefined> = {}, method?: 'GET' | 'POST') {
    return this.call('web', action, params, method);
  }

  admin(action: string, params: Record<string, string | number | undefined> = {}) {
    return this.call('admin', action, params);
  }
}

async function outboxCode(app: App, target: string): Promise<string> {
  const rows = await app.services.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.target, target))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${target}`);
  return code;
}

async function register(app: App, client: Client): Promise<{ email: string; uid: number; token: string }> {
  const email = `attack.${randomBytes(5).toString('hex')}@example.com`;
  await client.web('getCode', { type: 'email', email, purpose: 'register' }, 'GET');
  const res = await client.web('userRegister', {
    type: 'email',
    email,
    nationality: 'DE',
    code: await outboxCode(app, email),
    password: PASSWORD,
    password_confirm: PASSWORD,
    agree: 1,
  });
  if (res.code !== 0) throw new Error(`registration failed: ${JSON.stringify(res)}`);
  return { email, uid: res.data.uid, token: res.data.token_h5 };
}

/**
 * Primary and advanced verification for a customer, through the services as the customer and
 * compliance would: withdrawals need advanced approved (verification.requirements) before the
 * trade password is even asked, so the attack on the password must start from a verified account.
 */
async function verifyAdvanced(app: App, uid: number): Promise<void> {
  const { kyc, reviews, staff, database } = app.services;
  const user = { userId: uid, sessionId: 0, kind: 'real' as const };
  const email = `compliance.${randomBytes(4).toString('hex')}@example.com`;
  const officer = await staff.create(
    { email, name: email, password: PASSWORD, roles: ['compliance'] },
    null,
    null,
  );
  const approve = async (level: 'primary' | 'advanced') => {
    const pending = await reviews.list(`kyc.${level}`, 'pending', 1, 100);
    const item = pending.items.find((i) => i.user_id === uid);
    if (!item) throw new Error(`no pending ${level} verification for ${uid}`);
    await database.db.transaction((tx) =>
      reviews.decide(tx, item.id, officer.id, { approve: true, note: null }),
    );
  };
  const image = async () => (await kyc.uploadImage(user, PNG)).image_id;
  const photos = { front: await image(), back: await image(), holding: await image() };
  await kyc.submit(
    user,
    'primary',
    { real_name: 'Attack Target', document_type: 1, document_number: 'X1', nationality: 'DE' },
    photos,
  );
  await approve('primary');
  await kyc.submit(user, 'advanced', { bank_name: 'Test Bank', card_number: '4000123412341234' }, {});
  await approve('advanced');
}

async function fund(app: App, uid: number, asset: 'USDT', amount: string): Promise<void> {
  const { ledger, database } = app.services;
  await database.db.transaction((tx) =>
    ledger.apply(tx, [
      {
        type: 'transfer',
        key: `security-check:${uid}:${asset}`,
        kind: 'deposit',
        ref: { kind: 'security-check', id: String(uid) },
        book: 'real',
        asset,
        amount: parseUnits(amount, ASSET_SCALES[asset]),
        from: { system: 'world' },
        to: { user: uid, wallet: 'spot' },
      },
    ]),
  );
}

/** A success, shown (0) or silent (7). */
const expectOk = (what: string, res: Envelope) => {
  if (res.code !== 0 && res.code !== 7) throw new Error(`${what}: ${JSON.stringify(res)}`);
  return res;
};

/** N wrong attempts at once, then the right one: held when the right one is refused as locked. */
async function burstThenRight(
  wrong: () => Promise<Envelope>,
  right: () => Promise<Envelope>,
  count = 50,
): Promise<{ held: boolean; detail: string }> {
  const answers = await Promise.all(Array.from({ length: count }, wrong));
  const accepted = answers.filter((a) => a.code === 0).length;
  const last = await right();
  const locked = last.code !== 0 && /LOCKED/.test(last.reason ?? '');
  return {
    held: locked && accepted === 0,
    detail: `${count} wrong at once: ${accepted} accepted; then the right one: ${last.reason ?? `code ${last.code}`}`,
  };
}

type Attack = [name: string, run: () => Promise<{ held: boolean; detail: string }>];

/** A platform on a temporary PGlite data directory, or on a new PostgreSQL database. */
async function startPlatform(
  clock: ManualClock,
  adminUrl: string | undefined,
): Promise<{ app: App; dispose(): Promise<void> }> {
  const common = {
    trustProxy: true,
    logLevel: 'silent',
    market: { ...testConfig().market, simTickMs: 0 },
  } as const;
  if (!adminUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'security-check-'));
    const app = await buildApp(testConfig({ ...common, dataDir: path.join(dataDir, 'db') }), { clock });
    return {
      app,
      async dispose() {
        await app.server.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `security_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const app = await buildApp(testConfig({ ...common, databaseUrl: url.toString() }), { clock });
  return {
    app,
    async dispose() {
      await app.server.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

/** Runs every attack against one platform; answers how many were not held. */
async function attackPlatform(label: string, adminUrl: string | undefined): Promise<number> {
  const clock = new ManualClock(START_MS);
  const { app, dispose } = await startPlatform(clock, adminUrl);
  const baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  const client = new Client(baseUrl);
  const totp = (secret: string) => generate({ secret, epoch: Math.floor(clock.nowMs() / 1000) });

  const staffMember = async () => {
    const email = `staff.${randomBytes(4).toString('hex')}@security.check`;
    const enrolment = await app.services.staff.create(
      { email, name: email, password: PASSWORD, roles: ['support'] },
      null,
      null,
    );
    clock.advance(30_000);
    return { email, secret: enrolment.totp_secret };
  };

  const attacks: Attack[] = [
    [
      'customer login: 50 wrong passwords at once, then the right one',
      async () => {
        const user = await register(app, client);
        const login = (password: string) => () => client.web('userLogin', { account: user.email, password });
        return burstThenRight(login('Wrong#2026'), login(PASSWORD));
      },
    ],
    [
      'password reset by security answer: 50 wrong answers at once, then the right one',
      async () => {
        const user = await register(app, client);
        expectOk(
          'set the security question',
          await client.web('setSecurityQuestion', {
            token: user.token,
            question_id: 1,
            answer: 'Lisbon',
            password: PASSWORD,
          }),
        );
        const reset = (answer: string) => () =>
          client.web('resetPasswordByQuestion', {
            account: user.email,
            question_id: 1,
            answer,
            password: 'Fresh#2027',
            password_confirm: 'Fresh#2027',
          });
        return burstThenRight(reset('Porto'), reset('Lisbon'));
      },
    ],
    [
      'customer login with Google: 50 wrong codes at once, then the right one',
      async () => {
        const user = await register(app, client);
        const secret = expectOk(
          'Google secret',
          await client.web('googleSecret', { token: user.token }, 'GET'),
        ).data.secret as string;
        expectOk(
          'bind Google',
          await client.web('bindGoogle', {
            token: user.token,
            google_code: await totp(secret),
            password: PASSWORD,
          }),
        );
        clock.advance(30_000);
        const login = (code: () => Promise<string>) => async () =>
          client.web('userLogin', { account: user.email, password: PASSWORD, google_code: await code() });
        return burstThenRight(
          login(async () => '000000'),
          login(() => totp(secret)),
        );
      },
    ],
    [
      'staff login: 50 wrong passwords at once, then the right one',
      async () => {
        const staff = await staffMember();
        const login = (password: string) => async () =>
          client.admin('staffLogin', { email: staff.email, password, totp: await totp(staff.secret) });
        return burstThenRight(login('Wrong#2026'), login(PASSWORD));
      },
    ],
    [
      'staff login: one authenticator code sent by 10 logins at once',
      async () => {
        const staff = await staffMember();
        const code = await totp(staff.secret);
        const answers = await Promise.all(
          Array.from({ length: 10 }, () =>
            client.admin('staffLogin', { email: staff.email, password: PASSWORD, totp: code }),
          ),
        );
        const sessions = answers.filter((a) => a.code === 0).length;
        return { held: sessions === 1, detail: `10 logins with one code: ${sessions} sessions` };
      },
    ],
    [
      'withdrawal: 50 wrong trade passwords at once, then the right one',
      async () => {
        const user = await register(app, client);
        await verifyAdvanced(app, user.uid);
        expectOk(
          'set the trade password',
          await client.web('setTradePassword', {
            token: user.token,
            password: PASSWORD,
            trade_password: TRADE_PASSWORD,
            trade_password_confirm: TRADE_PASSWORD,
          }),
        );
        expectOk(
          'add an address',
          await client.web('addWithdrawAddress', {
            token: user.token,
            asset: 'USDT',
            chain: 'ERC20',
            address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
            label: 'cold',
          }),
        );
        const addresses = await client.web('withdrawAddresses', { token: user.token }, 'GET');
        const address = expectOk('list the addresses', addresses).data[0].id as number;
        const withdraw = (tradePassword: string) => () =>
          client.web('withdraw', {
            token: user.token,
            method: 'address',
            address_id: address,
            amount: '150',
            trade_password: tradePassword,
          });
        return burstThenRight(withdraw('135790'), withdraw(TRADE_PASSWORD));
      },
    ],
    [
      'spot: 30 orders at once with room for 10 under the open-order limit',
      async () => {
        const user = await register(app, client);
        await fund(app, user.uid, 'USDT', '100000');
        // The test clock has moved on since the start: the feed prices TRX now, as it would live.
        app.services.market.ingest({
          symbol: 'TRXUSDT',
          priceUnits: 12_100n,
          bidUnits: null,
          askUnits: null,
          volumeUnits: 0n,
          timeMs: clock.nowMs(),
          source: 'push',
        });
        const order = () =>
          client.web('placeSpotOrder', {
            token: user.token,
            symbol: 'TRXUSDT',
            side: 'buy',
            type: 'limit',
            // Inside the price band (10% of the index, about 0.121), below the market maker's bids.
            price: '0.11',
            quantity: '1000',
            tif: 'GTC',
          });
        const limit = 200;
        for (let i = 0; i < limit - 10; i += 1) expectOk('an order below the limit', await order());
        const answers = await Promise.all(Array.from({ length: 30 }, order));
        const accepted = answers.filter((a) => a.code === 0).length;
        return { held: accepted === 10, detail: `${accepted} of 30 accepted with room for 10` };
      },
    ],
  ];

  let failures = 0;
  try {
    for (const [name, run] of attacks) {
      try {
        const { held, detail } = await run();
        if (!held) failures += 1;
        console.log(`${held ? 'held  ' : 'FAILED'}  [${label}] ${name} (${detail})`);
      } catch (error) {
        failures += 1;
        console.log(`FAILED  [${label}] ${name} (${error instanceof Error ? error.message : String(error)})`);
      }
    }
    const problems = await app.services.ledger.audit();
    if (problems.length > 0) failures += 1;
    console.log(
      `${problems.length === 0 ? 'held  ' : 'FAILED'}  [${label}] ledger audit after the attacks${problems.length ? `: ${problems.join('; ')}` : ''}`,
    );
    console.log(`[${label}] ${attacks.length + 1 - failures} held, ${failures} not held`);
  } finally {
    await dispose();
  }
  return failures;
}

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL names a server. */
async function main(): Promise<void> {
  let failures = await attackPlatform('PGlite', undefined);
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) failures += await attackPlatform('PostgreSQL', pgUrl);
  process.exit(failures === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
