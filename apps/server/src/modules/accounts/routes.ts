import { webActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { type ActionContext, registerAction } from '../../platform/actions.ts';
import { registerUserAction, type SessionResolver } from '../../platform/auth.ts';
import type { Inbox } from './inbox.ts';
import type { AccountsService, RequestMeta } from './service.ts';
import type { WalletLogin } from './wallet-login.ts';

/** Login, registration and code requests get a tighter limit per address than the global one. */
const STRICT_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };
const strict = { config: STRICT_LIMIT };

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
  registerAction(app, webActions.getCode, {
    ...strict,
    handler: (input, ctx) => accounts.sendCode(input, metaOf(ctx)),
  });
  registerAction(app, webActions.userRegister, {
    ...strict,
    handler: (input, ctx) => accounts.register(input, metaOf(ctx)),
  });
  registerAction(app, webActions.userLogin, {
    ...strict,
    handler: (input, ctx) => accounts.login(input, metaOf(ctx)),
  });
  registerAction(app, webActions.tempLogin, {
    ...strict,
    handler: (_input, ctx) => accounts.demo(metaOf(ctx)),
  });
  registerAction(app, webActions.walletNonce, {
    ...strict,
    handler: (input) => wallet.challenge(input.address, input.chain_id),
  });
  registerAction(app, webActions.walletLogin, {
    ...strict,
    handler: (input, ctx) => wallet.login(input.message, input.signature as `0x${string}`, metaOf(ctx)),
  });
  registerAction(app, webActions.forgetPassword, {
    ...strict,
    handler: (input) => accounts.forgetPassword(input),
  });
  registerAction(app, webActions.getSecurityQuestion, {
    ...strict,
    handler: (input) => accounts.securityQuestionOf(input),
  });
  registerAction(app, webActions.resetPasswordByQuestion, {
    ...strict,
    handler: (input) => accounts.resetByQuestion(input),
  });
}

/** Actions on the logged-in user's own account: the session, passwords and second factors. */
function securityRoutes(app: FastifyInstance, { accounts, auth }: AccountsRouteDeps): void {
  registerUserAction(app, auth, webActions.logout, { handler: (_input, ctx) => accounts.logout(ctx.user) });
  registerUserAction(app, auth, webActions.info, {
    handler: (_input, ctx) => accounts.info(ctx.user, ctx.lang),
  });
  registerUserAction(app, auth, webActions.updatePassword, {
    handler: (input, ctx) => accounts.updatePassword(ctx.user, input),
  });
  registerUserAction(app, auth, webActions.hasTpassword, {
    handler: (_input, ctx) => accounts.hasTradePassword(ctx.user),
  });
  registerUserAction(app, auth, webActions.setTradePassword, {
    handler: (input, ctx) => accounts.setTradePassword(ctx.user, input),
  });
  registerUserAction(app, auth, webActions.updateTradePassword, {
    handler: (input, ctx) => accounts.updateTradePassword(ctx.user, input),
  });
  registerUserAction(app, auth, webActions.googleSecret, {
    handler: (_input, ctx) => accounts.googleSecret(ctx.user),
  });
  registerUserAction(app, auth, webActions.bindGoogle, {
    handler: (input, ctx) => accounts.bindGoogle(ctx.user, input),
  });
  registerUserAction(app, auth, webActions.unbindGoogle, {
    handler: (input, ctx) => accounts.unbindGoogle(ctx.user, input),
  });
  registerUserAction(app, auth, webActions.setSecurityQuestion, {
    handler: (input, ctx) => accounts.setSecurityQuestion(ctx.user, input),
  });
}

function profileRoutes(app: FastifyInstance, { accounts, auth }: AccountsRouteDeps): void {
  registerUserAction(app, auth, webActions.updateNickname, {
    handler: (input, ctx) => accounts.updateNickname(ctx.user, input.nickname),
  });
  registerUserAction(app, auth, webActions.uploadAvatar, {
    handler: (input, ctx) => accounts.setAvatar(ctx.user, input.file),
  });
  registerUserAction(app, auth, webActions.bindEmail, {
    handler: (input, ctx) => accounts.bindEmail(ctx.user, input),
  });
  registerUserAction(app, auth, webActions.bindPhone, {
    handler: (input, ctx) => accounts.bindPhone(ctx.user, input),
  });
}

function inboxRoutes(app: FastifyInstance, { inbox, auth }: AccountsRouteDeps): void {
  registerUserAction(app, auth, webActions.messageList, {
    handler: (input, ctx) => inbox.list(ctx.user.userId, ctx.lang, input.page, input.pageSize),
  });
  registerUserAction(app, auth, webActions.messageDetail, {
    handler: (input, ctx) => inbox.detail(ctx.user.userId, ctx.lang, input.id),
  });
  registerUserAction(app, auth, webActions.messageRead, {
    handler: (input, ctx) => inbox.markRead(ctx.user.userId, input.id),
  });
  registerUserAction(app, auth, webActions.messageUnreadCount, {
    handler: async (_input, ctx) => ({ unread: await inbox.unread(ctx.user.userId) }),
  });
}

/**
 * Accounts actions, declared in packages/contract/src/actions/accounts.ts: registration, login
 * and recovery are public; the rest act on the session's own account.
 */
export function accountsRoutes(app: FastifyInstance, deps: AccountsRouteDeps): void {
  publicRoutes(app, deps);
  securityRoutes(app, deps);
  profileRoutes(app, deps);
  inboxRoutes(app, deps);
}
