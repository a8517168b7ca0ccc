import { hostname } from 'node:os';
import pg from 'pg';

/**
 * One process writes the markets of a PostgreSQL database: each market's writer, the market maker
 * and the background jobs assume they are alone (spot/index.ts: the book equals the open orders in
 * the database). A process takes this session-level advisory lock before it starts anything, on
 * a connection of its own that it keeps for its whole life; a second process (another `npm start`,
 * the new version of a rolling deploy) waits as a standby, saying every few seconds who holds the
 * lock, and starts once it is released. If the lock's connection is lost, the process must stop:
 * another may already hold the lock. PGlite needs none of this: its data directory has one user
 * (data-dir-lock.ts). ADR 0008.
 */

/**
 * The lock's key, fixed for every version of the platform: the bytes of "kestrel" and 0x01 read as
 * one signed 64-bit integer. PostgreSQL shows it in pg_locks as classid 0x6b657374 (1801810804)
 * and objid 0x72656c01 (1919249409), objsubid 1.
 */
export const PROCESS_LOCK_KEY = 0x6b657374_72656c01n;

/** How often a standby tries to take the lock. */
export const STANDBY_RETRY_MS = 1_000;
/** How often a standby logs who holds the lock. */
export const STANDBY_REPORT_MS = 10_000;
/** How often the holder checks that its connection is alive and still holds the lock. */
export const LOCK_HEARTBEAT_MS = 2_000;
/** Longest a query on the lock's connection may take before the connection counts as lost. */
const LOCK_QUERY_TIMEOUT_MS = 5_000;
/** Longest opening the lock's connection may take. */
const LOCK_CONNECT_TIMEOUT_MS = 5_000;
/** PostgreSQL keeps the first 63 bytes of an application_name (NAMEDATALEN - 1). */
const APPLICATION_NAME_MAX = 63;

/** A shutdown asked for while the process was waiting as a standby. */
export class StandbyInterrupted extends Error {
  constructor() {
    super('shut down while waiting for the process lock');
    this.name = 'StandbyInterrupted';
  }
}

/** The two 32-bit halves of a bigint advisory key, as pg_locks shows them (classid, objid). */
export function lockKeyParts(key: bigint): { classid: number; objid: number } {
  const unsigned = BigInt.asUintN(64, key);
  return { classid: Number(unsigned >> 32n), objid: Number(unsigned & 0xffff_ffffn) };
}

/**
 * The application_name of the lock's session, naming the process that holds it: host, process id
 * and start time (seconds, UTC). PostgreSQL keeps 63 bytes of printable ASCII, so anything else
 * becomes '?' and the host is cut last.
 */
export function holderName(p: { host: string; pid: number; startedAt: Date }): string {
  const started = p.startedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const name = `kestrel pid ${p.pid} ${started} ${p.host}`.replace(/[^\x20-\x7e]/g, '?');
  return name.slice(0, APPLICATION_NAME_MAX);
}

/** The session holding the lock as pg_stat_activity shows it; null where it hides a column. */
export interface LockHolder {
  pid: number;
  applicationName: string | null;
  clientAddr: string | null;
  backendStart: Date | null;
}

/** A log line's text for a standby: who holds the lock, as far as this role may see. */
export function holderReport(holder: LockHolder | undefined): string {
  if (!holder) return 'the process lock was just released; taking it';
  const name = holder.applicationName ? `"${holder.applicationName}"` : 'a session whose name is hidden';
  const from = holder.clientAddr ? `from ${holder.clientAddr}` : 'over a local socket';
  const since = holder.backendStart ? `connected since ${holder.backendStart.toISOString()}` : '';
  return `standby: the process lock is held by ${name} (backend pid ${holder.pid}) ${from} ${since}`.trimEnd();
}

export interface LockLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ProcessLockOptions {
  databaseUrl: string;
  log: LockLog;
  /** Aborted by a shutdown: a standby stops waiting and StandbyInterrupted is thrown. */
  signal?: AbortSignal | undefined;
  retryMs?: number;
  reportEveryMs?: number;
  heartbeatMs?: number;
  /** When this process started (names the holder). */
  startedAt?: Date;
}

/** The lock, held. */
export interface ProcessLock {
  /** The holder's application_name. */
  name: string;
  /** Settles, never rejects, when the lock is lost: its connection ended or broke, or a check failed. */
  lost: Promise<Error>;
  /** Ends the lock's session, which releases the lock. */
  release(): Promise<void>;
}

/**
 * Takes the process lock, waiting as a standby while another session holds it. A connection that
 * cannot be opened or breaks while waiting (PostgreSQL restarting) is opened again.
 */
export async function takeProcessLock(opts: ProcessLockOptions): Promise<ProcessLock> {
  const name = holderName({ host: hostname(), pid: process.pid, startedAt: opts.startedAt ?? new Date() });
  const retryMs = opts.retryMs ?? STANDBY_RETRY_MS;
  const reportEveryMs = opts.reportEveryMs ?? STANDBY_REPORT_MS;
  let reportedAt = Number.NEGATIVE_INFINITY;
  let client: pg.Client | undefined;
  for (;;) {
    if (opts.signal?.aborted) {
      await client?.end().catch(() => undefined);
      throw new StandbyInterrupted();
    }
    try {
      client ??= await connect(opts.databaseUrl, name);
      if (await tryLock(client)) return held(client, name, opts.heartbeatMs ?? LOCK_HEARTBEAT_MS);
      if (performance.now() - reportedAt >= reportEveryMs) {
        reportedAt = performance.now();
        const holder = await holderOf(client);
        opts.log.info({ lockKey: String(PROCESS_LOCK_KEY), holder }, holderReport(holder));
      }
    } catch (error) {
      // A wrong password or database name will not mend itself: the start fails.
      if (isConfigurationError(error)) throw error;
      // A standby outlives an outage of the database: it tries again with a new connection,
      // saying so as often as it says who holds the lock.
      if (performance.now() - reportedAt >= reportEveryMs) {
        reportedAt = performance.now();
        opts.log.warn({ err: error }, 'standby: the process lock cannot be checked; trying again');
      }
      const broken = client;
      client = undefined;
      await broken?.end().catch(() => undefined);
    }
    await pause(retryMs, opts.signal);
  }
}

/** SQLSTATE classes of a configuration that is wrong rather than a database that is away. */
const CONFIGURATION_SQLSTATES = [/^28/, /^3D000$/];

/** Refused credentials (class 28) or a database that does not exist (3D000). */
export function isConfigurationError(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && CONFIGURATION_SQLSTATES.some((re) => re.test(code));
}

async function connect(databaseUrl: string, name: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: name,
    connectionTimeoutMillis: LOCK_CONNECT_TIMEOUT_MS,
    query_timeout: LOCK_QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  // Until the lock is held, a broken connection is reported by the next query that fails.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return client;
}

async function tryLock(client: pg.Client): Promise<boolean> {
  const res = await client.query<{ held: boolean }>('select pg_try_advisory_lock($1::bigint) as held', [
    String(PROCESS_LOCK_KEY),
  ]);
  return res.rows[0]?.held === true;
}

/** The lock in pg_locks: this database, the key's two halves, granted. */
const LOCK_ROW = `l.locktype = 'advisory' and l.granted and l.classid = $1::oid and l.objid = $2::oid
  and l.objsubid = 1 and l.database = (select oid from pg_database where datname = current_database())`;

async function holderOf(client: pg.Client): Promise<LockHolder | undefined> {
  const { classid, objid } = lockKeyParts(PROCESS_LOCK_KEY);
  const res = await client.query<{
    pid: number;
    application_name: string | null;
    client_addr: string | null;
    backend_start: Date | null;
  }>(
    `select l.pid, a.application_name, host(a.client_addr) as client_addr, a.backend_start
     from pg_locks l left join pg_stat_activity a on a.pid = l.pid where ${LOCK_ROW} limit 1`,
    [classid, objid],
  );
  const row = res.rows[0];
  if (!row) return undefined;
  return {
    pid: row.pid,
    applicationName: row.application_name || null,
    clientAddr: row.client_addr,
    backendStart: row.backend_start,
  };
}

/**
 * The lock as held on `client`. Any end of the connection, an error on it, or a heartbeat that
 * fails or finds the lock no longer this session's, settles `lost` once.
 */
function held(client: pg.Client, name: string, heartbeatMs: number): ProcessLock {
  let releasing = false;
  let heartbeat: NodeJS.Timeout | undefined;
  let settle: (error: Error) => void = () => undefined;
  const lost = new Promise<Error>((resolve) => {
    settle = resolve;
  });
  const onLost = (error: Error) => {
    if (releasing) return;
    releasing = true;
    clearInterval(heartbeat);
    settle(error);
    void client.end().catch(() => undefined);
  };
  client.removeAllListeners('error');
  client.on('error', (error) => onLost(error));
  client.on('end', () => onLost(new Error('the process lock connection ended')));
  const { classid, objid } = lockKeyParts(PROCESS_LOCK_KEY);
  const check = async () => {
    const res = await client.query<{ mine: boolean }>(
      `select exists (select 1 from pg_locks l where l.pid = pg_backend_pid() and ${LOCK_ROW}) as mine`,
      [classid, objid],
    );
    if (res.rows[0]?.mine !== true) throw new Error('the process lock is no longer held by this session');
  };
  heartbeat = setInterval(() => {
    check().catch((error: unknown) => onLost(error instanceof Error ? error : new Error(String(error))));
  }, heartbeatMs);
  heartbeat.unref();
  return {
    name,
    lost,
    async release() {
      if (releasing) return;
      releasing = true;
      clearInterval(heartbeat);
      await client.end();
    },
  };
}

/** Waits `ms`, or less when the signal aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
