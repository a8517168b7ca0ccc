import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.ts';

const id = (name: string) => bigint(name, { mode: 'number' });

/**
 * Customers, real and demo. Email and phone are each unique when present; a demo account has
 * neither. Secrets are stored as argon2id hashes; the TOTP secret must stay readable to check
 * codes, so it is stored as given and never returned after binding.
 */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull().default('real'),
    email: text('email'),
    areaCode: text('area_code'),
    phone: text('phone'),
    walletAddress: text('wallet_address'),
    nationality: text('nationality'),
    nickname: text('nickname'),
    avatarPath: text('avatar_path'),
    invitationCode: text('invitation_code').notNull(),
    invitedBy: id('invited_by'),
    passwordHash: text('password_hash'),
    tradePasswordHash: text('trade_password_hash'),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** The last RFC 6238 time step accepted, so a code cannot be used twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    securityQuestionId: integer('security_question_id'),
    securityAnswerHash: text('security_answer_hash'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: at('locked_until'),
    /** Failed money-moving confirmations (trade password or Google code); five lock them. */
    confirmFailures: integer('confirm_failures').notNull().default(0),
    confirmLockedUntil: at('confirm_locked_until'),
    demoExpiresAt: at('demo_expires_at'),
    securityChangedAt: at('security_changed_at'),
    /** Set by staff with a reason; a frozen login refuses every login and ends the sessions. */
    loginFrozenReason: text('login_frozen_reason'),
    /** Set by staff with a reason; the wallet module refuses withdrawals while it is set. */
    withdrawFrozenReason: text('withdraw_frozen_reason'),
    lang: text('lang').notNull().default('en'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email').on(t.email),
    uniqueIndex('users_phone').on(t.areaCode, t.phone),
    uniqueIndex('users_wallet_address').on(t.walletAddress),
    uniqueIndex('users_invitation_code').on(t.invitationCode),
    check('users_kind_known', sql`${t.kind} in ('real', 'demo')`),
    check('users_demo_expiry', sql`(${t.kind} = 'demo') = (${t.demoExpiresAt} is not null)`),
    check('users_failed_logins', sql`${t.failedLogins} >= 0`),
    check('users_confirm_failures', sql`${t.confirmFailures} >= 0`),
    check(
      'users_question_known',
      sql`${t.securityQuestionId} is null or ${t.securityQuestionId} between 1 and 3`,
    ),
  ],
);

/**
 * Failed logins and security answers counted per identifier as typed and normalized (model
 * `loginKeyOf`), whether or not an account has it, so the replies and the lock of an unknown
 * identifier are those of a known one. A session's own password confirmations count under the
 * keys of its account's identifiers.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: at('locked_until'),
  },
  (t) => [check('login_attempts_failures', sql`${t.failures} >= 0`)],
);

/**
 * Login sessions. Only the SHA-256 of the token is stored. A revoked session answers code 2000
 * when revoked for a security change elsewhere and code 1000 after a logout or expiry.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokeReason: text('revoke_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    unique('sessions_token_hash').on(t.tokenHash),
    index('sessions_user').on(t.userId),
    check(
      'sessions_revoke_reason',
      sql`${t.revokeReason} is null or ${t.revokeReason} in ('logout', 'security')`,
    ),
  ],
);

/** One-time verification codes for email or phone, hashed, expiring, with an attempt budget. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    index('verification_codes_target').on(t.target, t.purpose, t.createdAt),
    index('verification_codes_ip').on(t.ip, t.createdAt),
    check('verification_codes_channel', sql`${t.channel} in ('email', 'sms')`),
  ],
);

/**
 * Mail and SMS that left the platform, or would have: with no SMTP server or SMS gateway
 * configured this is the outbox a developer (and the tests) read the codes from.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    target: text('target').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    delivery: text('delivery').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_target').on(t.target, t.createdAt)],
);

/** EIP-4361 sign-in challenges: single use, short-lived. */
export const walletChallenges = pgTable('wallet_challenges', {
  nonce: text('nonce').primaryKey(),
  address: text('address').notNull(),
  message: text('message').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/**
 * Messages to one user. Platform messages name a template and its parameters so they read in
 * the user's current language; operator messages carry their own title and body.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id),
    template: text('template'),
    params: jsonb('params').$type<Record<string, string>>(),
    title: text('title'),
    body: text('body'),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('inbox_messages_user').on(t.userId, t.createdAt),
    check(
      'inbox_messages_text',
      sql`${t.template} is not null or (${t.title} is not null and ${t.body} is not null)`,
    ),
  ],
);
