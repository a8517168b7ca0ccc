/**
 * Accounts: customers and their sessions (spec sections 3, 5, 6, 7).
 *
 * Responsible for registration, verification codes (mail or SMS, or the dev outbox), login and
 * logout, session tokens (hashed, expiring, revocable), login lockout, login and trade passwords,
 * Google two-factor codes, security questions, profile and avatar, demo accounts, wallet login
 * (EIP-4361) and the inbox other modules use to tell users things.
 *
 * Tables: users, sessions, verification_codes, outbox_messages, wallet_challenges, inbox_messages,
 * login_attempts (failed logins and security answers per identifier as typed, known or not).
 *
 * Invariants: secrets are stored only as argon2id or SHA-256 hashes; a code opens once, within
 * 10 minutes and 5 attempts; a login or security answer counts under the identifier typed, so an
 * unknown identifier answers, counts down and locks exactly as a known one; a security change
 * ends every other session (code 2000); a demo account never has an email, phone, wallet or
 * password, and its session ends with it.
 *
 * Events: `accounts.demoCreated` inside the transaction that creates a demo account (the ledger
 * funds it there, so the account and its balances commit together). Session ends
 * (`SessionStore.onEnded`: a logout, or a revocation of a user's other sessions) stay a direct
 * listener, announced as they are written so the market socket drops the user's events at once;
 * inbox messages are written in the caller's transaction.
 */

/** A demo account was created (emitted inside the creating transaction). */
export interface DemoCreated {
  userId: number;
}

declare module '../../platform/events.ts' {
  interface PlatformEvents {
    'accounts.demoCreated': DemoCreated;
  }
}

export { AccountsBackOffice } from './back-office.ts';
export { VerificationCodes } from './codes.ts';
export { Inbox, type InboxTemplate } from './inbox.ts';
export { accountsModule } from './module.ts';
export { type MailTransport, Notifier, type SmsGateway, smtpTransport } from './notifier.ts';
export { accountsRoutes } from './routes.ts';
export { AccountsService } from './service.ts';
export { type ResolvedSession, type SessionEnd, SessionStore } from './sessions.ts';
export { ACCOUNTS_SETTINGS } from './settings.ts';
export { WalletLogin } from './wallet-login.ts';
