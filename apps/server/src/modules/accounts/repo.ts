import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { present } from '../../platform/assert.ts';
import { type DbOrTx, pgArray } from '../../platform/db.ts';
import {
  inboxMessages,
  loginAttempts,
  outboxMessages,
  sessions,
  users,
  verificationCodes,
  walletChallenges,
} from './schema.ts';

/** The only file of the accounts module that touches SQL. */

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type CodeRow = typeof verificationCodes.$inferSelect;
export type InboxRow = typeof inboxMessages.$inferSelect;

export type LoginAttemptRow = typeof loginAttempts.$inferSelect;

/**
 * The attempt counters of some login keys, created at zero on first use and locked until the
 * transaction ends, in key order (so two lockers of overlapping keys never cross).
 */
export async function lockLoginAttempts(tx: DbOrTx, keys: readonly string[]): Promise<LoginAttemptRow[]> {
  const sorted = [...new Set(keys)].sort();
  await tx
    .insert(loginAttempts)
    .values(sorted.map((key) => ({ key })))
    .onConflictDoNothing();
  return tx
    .select()
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, sorted))
    .orderBy(asc(loginAttempts.key))
    .for('update');
}

export async function writeLoginAttempt(
  db: DbOrTx,
  key: string,
  value: { failures: number; lockedUntil: Date | null },
): Promise<void> {
  await db.update(loginAttempts).set(value).where(eq(loginAttempts.key, key));
}

/** A success (or a reset of the password) starts the counters of these keys again from zero. */
export async function clearLoginAttempts(db: DbOrTx, keys: readonly string[]): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ failures: 0, lockedUntil: null })
    .where(inArray(loginAttempts.key, [...new Set(keys)]));
}

/** The counters of some login keys, unlocked (the back office's view of an account). */
export async function loginAttemptsOf(db: DbOrTx, keys: readonly string[]): Promise<LoginAttemptRow[]> {
  return db
    .select()
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, [...new Set(keys)]));
}

export async function userById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return rows[0];
}

/** A user's row, locked against changes (a freeze) until the transaction ends; readers still pass. */
export async function userByIdForShare(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).for('share');
  return rows[0];
}

export async function userByIdForUpdate(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).for('update');
  return rows[0];
}

export async function userByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email));
  return rows[0];
}

/** Phones match with their area code when given, else by the number alone if only one user has it. */
export async function usersByPhone(db: DbOrTx, phone: string, areaCode?: string): Promise<UserRow[]> {
  const where = areaCode ? and(eq(users.phone, phone), eq(users.areaCode, areaCode)) : eq(users.phone, phone);
  return db.select().from(users).where(where).limit(2);
}

export async function userByWallet(db: DbOrTx, address: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.walletAddress, address));
  return rows[0];
}

export async function userByInvitationCode(db: DbOrTx, code: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.invitationCode, code));
  return rows[0];
}

export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow> {
  const rows = await db.insert(users).values(user).returning();
  const row = rows[0];
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(db: DbOrTx, id: number, patch: Partial<NewUser>): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, id));
}

/**
 * Spends an RFC 6238 step in one statement: it succeeds only if no step at or after it was
 * spent, so two requests carrying the same code cannot both pass. `patch` is written with it
 * (unbinding clears the secret in the same statement).
 */
export async function spendTotpStep(
  db: DbOrTx,
  id: number,
  secret: string,
  step: number,
  patch: Partial<NewUser> = {},
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...patch, totpLastStep: step })
    .where(
      and(
        eq(users.id, id),
        eq(users.totpSecret, secret),
        or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Makes the pending secret the bound one, only if none is bound yet: one of two racing binds wins. */
export async function bindTotpSecret(db: DbOrTx, id: number, secret: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step })
    .where(and(eq(users.id, id), isNull(users.totpSecret), eq(users.totpPendingSecret, secret)))
    .returning({ id: users.id });
  return rows.length === 1;
}

// Sessions.

export async function insertSession(db: DbOrTx, row: typeof sessions.$inferInsert): Promise<number> {
  const rows = await db.insert(sessions).values(row).returning({ id: sessions.id });
  return present(rows[0], 'inserted row').id;
}

export async function sessionByTokenHash(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      revokeReason: sessions.revokeReason,
      kind: users.kind,
      demoExpiresAt: users.demoExpiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  return rows[0];
}

/** Which of these sessions have been revoked. */
export async function revokedAmong(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(sql`${sessions.id} = any(${pgArray(ids.map(String))}::bigint[])`, isNotNull(sessions.revokedAt)),
    );
  return rows.map((r) => r.id);
}

export async function revokeSession(db: DbOrTx, id: number, reason: 'logout' | 'security', at: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokeReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every live session of the user but the one given (0 ends them all). */
export async function revokeOtherSessions(db: DbOrTx, userId: number, keepId: number, at: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokeReason: 'security' })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)));
}

// Verification codes.

export async function recentCodeTimes(db: DbOrTx, target: string, since: Date): Promise<number[]> {
  const rows = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), gt(verificationCodes.createdAt, since)))
    .orderBy(desc(verificationCodes.createdAt));
  return rows.map((r) => r.createdAt.getTime());
}

export async function codesFromIpSince(db: DbOrTx, ip: string, since: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, since)));
  return present(rows[0], 'count row').n;
}

export async function insertCode(db: DbOrTx, row: typeof verificationCodes.$inferInsert): Promise<void> {
  await db.insert(verificationCodes).values(row);
}

/** The newest code for a target and purpose, locked so two checks cannot both consume it. */
export async function latestCodeForUpdate(
  db: DbOrTx,
  target: string,
  purpose: string,
): Promise<CodeRow | undefined> {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1)
    .for('update');
  return rows[0];
}

export async function countCodeAttempt(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id));
}

export async function consumeCode(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(verificationCodes).set({ consumedAt: at }).where(eq(verificationCodes.id, id));
}

// Outbox.

export async function insertOutbox(db: DbOrTx, row: typeof outboxMessages.$inferInsert): Promise<void> {
  await db.insert(outboxMessages).values(row);
}

export async function latestOutbox(db: DbOrTx, target: string) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.target, target))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return rows[0];
}

// Wallet challenges.

export async function insertChallenge(db: DbOrTx, row: typeof walletChallenges.$inferInsert): Promise<void> {
  await db.insert(walletChallenges).values(row);
}

export async function challengeForUpdate(db: DbOrTx, nonce: string) {
  const rows = await db
    .select()
    .from(walletChallenges)
    .where(eq(walletChallenges.nonce, nonce))
    .for('update');
  return rows[0];
}

export async function useChallenge(db: DbOrTx, nonce: string, at: Date): Promise<void> {
  await db.update(walletChallenges).set({ usedAt: at }).where(eq(walletChallenges.nonce, nonce));
}

// Inbox.

export async function insertInbox(db: DbOrTx, row: typeof inboxMessages.$inferInsert): Promise<number> {
  const rows = await db.insert(inboxMessages).values(row).returning({ id: inboxMessages.id });
  return present(rows[0], 'inserted row').id;
}

export async function inboxPage(db: DbOrTx, userId: number, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(inboxMessages)
      .where(eq(inboxMessages.userId, userId))
      .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(inboxMessages).where(eq(inboxMessages.userId, userId)),
  ]);
  return { rows, total: present(total[0], 'count row').n };
}

/** A message by id, only when it belongs to the user: another user's id reads as missing. */
export async function inboxMessageOf(db: DbOrTx, userId: number, id: number): Promise<InboxRow | undefined> {
  const rows = await db
    .select()
    .from(inboxMessages)
    .where(and(eq(inboxMessages.id, id), eq(inboxMessages.userId, userId)));
  return rows[0];
}

export async function markInboxRead(db: DbOrTx, userId: number, at: Date, id?: number): Promise<number> {
  const mine = and(eq(inboxMessages.userId, userId), isNull(inboxMessages.readAt));
  const rows = await db
    .update(inboxMessages)
    .set({ readAt: at })
    .where(id === undefined ? mine : and(mine, eq(inboxMessages.id, id)))
    .returning({ id: inboxMessages.id });
  return rows.length;
}

export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.userId, userId), isNull(inboxMessages.readAt)));
  return present(rows[0], 'count row').n;
}
