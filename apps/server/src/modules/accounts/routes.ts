import {
  avatarResult,
  bindEmailInput,
  bindGoogleInput,
  bindPhoneInput,
  codeSent,
  commonParams,
  forgetPasswordInput,
  getCodeInput,
  getSecurityQuestionInput,
  googleSecret,
  googleSecretInput,
  hasTpassword,
  hasTpasswordInput,
  inboxMessageDetail,
  inboxPage,
  infoInput,
  loginResult,
  logoutInput,
  messageDetailInput,
  messageListInput,
  messageReadInput,
  registerResult,
  resetPasswordByQuestionInput,
  securityQuestion,
  setSecurityQuestionInput,
  setTradePasswordInput,
  tempLoginInput,
  unbindGoogleInput,
  unreadCount,
  updateNicknameInput,
  updatePasswordInput,
  updateTradePasswordInput,
  userInfo,
  userLoginInput,
  userRegisterInput,
  walletChallenge,
  walletLoginInput,
  walletNonceInput,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ActionContext, defineAction } from '../../platform/actions.ts';
import { defineUserAction, type SessionResolver } from '../../platform/auth.ts';
import type { Inbox } from './inbox.ts';
import type { AccountsService, RequestMeta } from './service.ts';
import type { WalletLogin } from './wallet-login.ts';

const QUERY = ['GET', 'POST'] as const;
const COMMAND = ['POST'] as const;
const tags = ['accounts'];
/** Login, registration and code requests get a tighter limit per address than the global one. */
const STRICT_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };

const metaOf = (ctx: ActionContext): RequestMeta => ({
  lang: ctx.lang,
  ip: ctx.ip,
  userAgent: ctx.request.headers['user-agent'],
});

export interface AccountsRouteDeps {
  accounts: AccountsService;
  wallet: WalletLogin;
  inbox: Inbox;
  auth: SessionResolver;
}

/** Public actions: no session needed (spec section 2 public routes: login, register, reset). */
function publicRoutes(app: FastifyInstance, { accounts, wallet }: AccountsRouteDeps): void {
  defineAction(app, 'web', {
    name: 'getCode',
    methods: QUERY,
    tags,
    success: 'codeSent',
    config: STRICT_LIMIT,
    summary: 'Send a verification code by email or SMS (10 minutes, single use, 5 attempts)',
    input: getCodeInput,
    output: codeSent,
    handler: (input, ctx) => accounts.sendCode(input, metaOf(ctx)),
  });
  defineAction(app, 'web', {
    name: 'userRegister',
    methods: COMMAND,
    tags,
    success: 'registered',
    config: STRICT_LIMIT,
    summary: 'Register by email or phone with a verification code; returns token_h5 and the session',
    input: userRegisterInput,
    output: registerResult,
    handler: (input, ctx) => accounts.register(input, metaOf(ctx)),
  });
  defineAction(app, 'web', {
    name: 'userLogin',
    methods: COMMAND,
    tags,
    success: 'loggedIn',
    config: STRICT_LIMIT,
    summary: 'Log in with email or phone and password (and a Google code when bound)',
    input: userLoginInput,
    output: loginResult,
    handler: (input, ctx) => accounts.login(input, metaOf(ctx)),
  });
  defineAction(app, 'web', {
    name: 'tempLogin',
    methods: QUERY,
    tags,
    success: 'silent',
    config: STRICT_LIMIT,
    summary: 'Create a demo (virtual) account and log in to it',
    input: tempLoginInput,
    output: loginResult,
    handler: (_input, ctx) => accounts.demo(metaOf(ctx)),
  });
  defineAction(app, 'web', {
    name: 'walletNonce',
    methods: COMMAND,
    tags,
    success: 'silent',
    config: STRICT_LIMIT,
    summary: 'Issue an EIP-4361 sign-in message for a wallet address',
    input: walletNonceInput,
    output: walletChallenge,
    handler: (input) => wallet.challenge(input.address, input.chain_id),
  });
  defineAction(app, 'web', {
    name: 'walletLogin',
    methods: COMMAND,
    tags,
    success: 'loggedIn',
    config: STRICT_LIMIT,
    summary: 'Log in with a signed EIP-4361 message; creates the account on first use',
    input: walletLoginInput,
    output: loginResult,
    handler: (input, ctx) => wallet.login(input.message, input.signature as `0x${string}`, metaOf(ctx)),
  });
  defineAction(app, 'web', {
    name: 'forgetPassword',
    methods: COMMAND,
    tags,
    success: 'passwordReset',
    config: STRICT_LIMIT,
    summary: 'Reset the login password with a code sent to the email or phone',
    input: forgetPasswordInput,
    output: z.null(),
    handler: (input) => accounts.forgetPassword(input),
  });
  defineAction(app, 'web', {
    name: 'getSecurityQuestion',
    methods: QUERY,
    tags,
    success: 'silent',
    config: STRICT_LIMIT,
    summary: 'Which security question an account chose (for recovery)',
    input: getSecurityQuestionInput,
    output: securityQuestion,
    handler: (input) => accounts.securityQuestionOf(input),
  });
  defineAction(app, 'web', {
    name: 'resetPasswordByQuestion',
    methods: COMMAND,
    tags,
    success: 'passwordReset',
    config: STRICT_LIMIT,
    summary: 'Reset the login password by answering the security question',
    input: resetPasswordByQuestionInput,
    output: z.null(),
    handler: (input) => accounts.resetByQuestion(input),
  });
}

/** Actions on the logged-in user's own account. */
function securityRoutes(app: FastifyInstance, { accounts, auth }: AccountsRouteDeps): void {
  const real = { realOnly: true, tags, methods: COMMAND } as const;
  defineUserAction(app, auth, {
    name: 'logout',
    methods: COMMAND,
    tags,
    success: 'loggedOut',
    summary: 'End this session',
    input: logoutInput,
    output: z.null(),
    handler: (_input, ctx) => accounts.logout(ctx.user),
  });
  defineUserAction(app, auth, {
    name: 'info',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'The session user (spec section 3 fields)',
    input: infoInput,
    output: userInfo,
    handler: (_input, ctx) => accounts.info(ctx.user, ctx.lang),
  });
  defineUserAction(app, auth, {
    ...real,
    name: 'updatePassword',
    success: 'passwordChanged',
    summary: 'Change the login password; other sessions must log in again',
    input: updatePasswordInput,
    output: z.null(),
    handler: (input, ctx) => accounts.updatePassword(ctx.user, input),
  });
  defineUserAction(app, auth, {
    name: 'hasTpassword',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Whether a trade password is set',
    input: hasTpasswordInput,
    output: hasTpassword,
    handler: (_input, ctx) => accounts.hasTradePassword(ctx.user),
  });
  defineUserAction(app, auth, {
    ...real,
    name: 'setTradePassword',
    success: 'tradePasswordSet',
    summary: 'Set the 6-digit trade password',
    input: setTradePasswordInput,
    output: z.null(),
    handler: (input, ctx) => accounts.setTradePassword(ctx.user, input),
  });
  defineUserAction(app, auth, {
    ...real,
    name: 'updateTradePassword',
    success: 'saved',
    summary: 'Change the trade password',
    input: updateTradePasswordInput,
    output: z.null(),
    handler: (input, ctx) => accounts.updateTradePassword(ctx.user, input),
  });
  defineUserAction(app, auth, {
    ...real,
    name: 'googleSecret',
    methods: QUERY,
    success: 'silent',
    summary: 'A new Google Authenticator secret and its otpauth URI, to bind',
    input: googleSecretInput,
    output: googleSecret,
    handler: (_input, ctx) => accounts.googleSecret(ctx.user),
  });
  defineUserAction(app, auth, {
    ...real,
    name: 'bindGoogle',
    success: 'googleBound',
    summary: 'Bind Google verification with a code',
    input: bindGoogleInput,
    output: z.null(),
    handler: (input, ctx) => accounts.bindGoogle(ctx.user, input),
  });
  defineUserAction(app, auth, {
    ...real,
    name: 'unbindGoogle',
    success: 'googleUnbound',
    summary: 'Unbind Google verification with a code',
    input: unbindGoogleInput,
    output: z.null(),
    handler: (input, ctx) => accounts.unbindGoogle(ctx.user, input),
  });
  defineUserAction(app, auth, {
    ...real,
    name: 'setSecurityQuestion',
    success: 'saved',
    summary: 'Choose a security question and answer',
    input: setSecurityQuestionInput,
    output: z.null(),
    handler: (input, ctx) => accounts.setSecurityQuestion(ctx.user, input),
  });
}

function profileRoutes(app: FastifyInstance, { accounts, auth }: AccountsRouteDeps): void {
  const real = { realOnly: true, tags, methods: COMMAND } as const;
  defineUserAction(app, auth, {
    name: 'updateNickname',
    methods: COMMAND,
    tags,
    success: 'saved',
    summary: 'Change the nickname',
    input: updateNicknameInput,
    output: z.null(),
    handler: (input, ctx) => accounts.updateNickname(ctx.user, input.nickname),
  });
  defineUserAction(app, auth, {
    name: 'uploadAvatar',
    methods: COMMAND,
    tags,
    success: 'saved',
    summary: 'Upload an avatar (multipart field `file`: JPG or PNG under 8 MB, checked by content)',
    input: commonParams.extend({ file: z.any() }),
    output: avatarResult,
    handler: (input, ctx) => accounts.setAvatar(ctx.user, input.file),
  });
  defineUserAction(app, auth, {
    ...real,
    name: 'bindEmail',
    success: 'saved',
    summary: 'Bind or change the email with a code sent to it',
    input: bindEmailInput,
    output: z.null(),
    handler: (input, ctx) => accounts.bindEmail(ctx.user, input),
  });
  defineUserAction(app, auth, {
    ...real,
    name: 'bindPhone',
    success: 'saved',
    summary: 'Bind or change the phone with a code sent to it',
    input: bindPhoneInput,
    output: z.null(),
    handler: (input, ctx) => accounts.bindPhone(ctx.user, input),
  });
}

function inboxRoutes(app: FastifyInstance, { inbox, auth }: AccountsRouteDeps): void {
  const query = { methods: QUERY, tags: ['inbox'], success: 'silent' } as const;
  defineUserAction(app, auth, {
    ...query,
    name: 'messageList',
    summary: 'Inbox messages, newest first, paged',
    input: messageListInput,
    output: inboxPage,
    handler: (input, ctx) => inbox.list(ctx.user.userId, ctx.lang, input.page, input.pageSize),
  });
  defineUserAction(app, auth, {
    ...query,
    name: 'messageDetail',
    summary: 'One inbox message; marks it read',
    input: messageDetailInput,
    output: inboxMessageDetail,
    handler: (input, ctx) => inbox.detail(ctx.user.userId, ctx.lang, input.id),
  });
  defineUserAction(app, auth, {
    name: 'messageRead',
    methods: COMMAND,
    tags: ['inbox'],
    success: 'silent',
    summary: 'Mark one message, or all, as read',
    input: messageReadInput,
    output: z.object({ updated: z.number().int() }),
    handler: (input, ctx) => inbox.markRead(ctx.user.userId, input.id),
  });
  defineUserAction(app, auth, {
    ...query,
    name: 'messageUnreadCount',
    summary: 'Number of unread inbox messages',
    input: infoInput,
    output: unreadCount,
    handler: async (_input, ctx) => ({ unread: await inbox.unread(ctx.user.userId) }),
  });
}

export function accountsRoutes(app: FastifyInstance, deps: AccountsRouteDeps): void {
  publicRoutes(app, deps);
  securityRoutes(app, deps);
  profileRoutes(app, deps);
  inboxRoutes(app, deps);
}
