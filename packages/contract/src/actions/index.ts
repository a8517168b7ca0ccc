/**
 * The action catalogue: every HTTP action of the platform, declared once. The server registers
 * each route from its entry, and the web app and the back office call actions through clients
 * typed from the same entries, so a renamed field fails the typecheck in all three apps.
 *
 * Beside the actions, two more boundaries are declared once and parsed, never cast: the market
 * socket's messages in `socket.ts` (what clients send, parsed by the server; what the server
 * sends, parsed by the web app), and the `summary` of each review queue in
 * `../api/review-summaries.ts` (built by the owning module typed by its schema, parsed by the
 * back office, which shows a summary that does not parse as unreadable).
 *
 * ## Adding an action
 *
 * 1. Declare it in its area file (`spot.ts`, `accounts.ts`, `admin-content.ts`, ...: one file per
 *    module, so engineers working on different modules never edit the same file), with the zod
 *    schemas of `../api/*.ts`:
 *
 *    ```ts
 *    export const spotActions = [
 *      action({
 *        name: 'cancelSpotOrder',        // path /api/web/cancelSpotOrder, envelope event
 *        area: 'web',                    // 'web' (customer app) or 'admin' (back office, services)
 *        methods: COMMAND,               // QUERY (GET and POST) or COMMAND (POST only)
 *        tags: ['spot'],
 *        success: 'done',                // 'silent' for queries, else a SuccessMessage
 *        summary: 'Cancel an open order; what it still holds is released',
 *        input: spotOrderIdInput,        // a z.object extending commonParams
 *        output: spotOrder,
 *        refusals: ['SPOT_ORDER_NOT_FOUND'], // reasons the action's own checks answer
 *        permission: 'user',             // 'public' | 'user' | 'real-user' | 'service' | { staff: roles }
 *      }),
 *    ] as const;
 *    ```
 *
 *    A new area file is added to the web or admin list below, once.
 *
 * 2. Register it on the server, in the module's `routes.ts`, with the helper its permission
 *    names (a mismatch is a type error, and throws at startup if the types were bypassed):
 *
 *    ```ts
 *    registerAction(app, webActions.spotMarkets, { handler: () => spot.markets() });  // 'public', 'service'
 *    registerUserAction(app, auth, webActions.cancelSpotOrder, {                     // 'user', 'real-user'
 *      handler: (input, ctx) => spot.cancel(ctx.user, input.id),
 *    });
 *    registerStaffAction(app, staff, adminActions.listUsers, { handler: ... });      // { staff: roles }
 *    ```
 *
 *    The handler receives the parsed input (`z.output` of the input schema) and returns the
 *    `z.input` of the output schema. Server-only options (`config: { rateLimit }`) go beside it.
 *
 * 3. Call it from the web app or the back office; lang, token and rtoken are added by the client,
 *    GET is used when the action allows it, POST otherwise:
 *
 *    ```ts
 *    const order = await api.call('cancelSpotOrder', { id });          // order: SpotOrder
 *    const page = await adminApi.call('listUsers', { page: 1 });       // back office, JSON POST
 *    const { image_id } = await api.upload('uploadImage', { file });   // an input field `file`
 *    ```
 *
 *    Types for fetchers and hooks: `WebInput<'spotDepth'>`, `WebOutput<'spotDepth'>` (and the
 *    `Admin` pair), or `ActionInput<S>` / `ActionOutput<S>` of an entry.
 */
import { accountsActions } from './accounts.ts';
import { backOfficeActions } from './admin.ts';
import { adminBasketActions } from './admin-baskets.ts';
import { adminContentActions } from './admin-content.ts';
import { adminContractsActions } from './admin-contracts.ts';
import { adminEarnActions } from './admin-earn.ts';
import { adminFixedTermActions } from './admin-fixed-term.ts';
import { adminLedgerActions } from './admin-ledger.ts';
import { adminReviewActions } from './admin-review.ts';
import { assetsActions } from './assets.ts';
import { basketActions } from './baskets.ts';
import { contentActions } from './content.ts';
import { contractsActions } from './contracts.ts';
import { earnActions } from './earn.ts';
import { fixedTermActions } from './fixed-term.ts';
import { kycActions } from './kyc.ts';
import { ledgerActions } from './ledger.ts';
import { marketActions } from './market.ts';
import { settingsActions } from './settings.ts';
import type { ActionInput, ActionOutput } from './spec.ts';
import { byName } from './spec.ts';
import { spotActions } from './spot.ts';
import { walletActions } from './wallet.ts';

export * from './spec.ts';

/**
 * Every area file's list. An area file may hold entries of both areas (market.ts declares the
 * push feed's admin action beside the public queries); each map below keeps its own area's.
 */
export const ACTION_LISTS = {
  accounts: accountsActions,
  backOffice: backOfficeActions,
  adminContent: adminContentActions,
  adminBaskets: adminBasketActions,
  adminContracts: adminContractsActions,
  adminEarn: adminEarnActions,
  adminFixedTerm: adminFixedTermActions,
  adminLedger: adminLedgerActions,
  adminReview: adminReviewActions,
  assets: assetsActions,
  baskets: basketActions,
  content: contentActions,
  contracts: contractsActions,
  earn: earnActions,
  fixedTerm: fixedTermActions,
  kyc: kycActions,
  ledger: ledgerActions,
  market: marketActions,
  settings: settingsActions,
  spot: spotActions,
  wallet: walletActions,
} as const;

const allActions = [
  ...accountsActions,
  ...backOfficeActions,
  ...adminContentActions,
  ...adminBasketActions,
  ...adminContractsActions,
  ...adminEarnActions,
  ...adminFixedTermActions,
  ...adminLedgerActions,
  ...adminReviewActions,
  ...assetsActions,
  ...basketActions,
  ...contentActions,
  ...contractsActions,
  ...earnActions,
  ...fixedTermActions,
  ...kycActions,
  ...ledgerActions,
  ...marketActions,
  ...settingsActions,
  ...spotActions,
  ...walletActions,
] as const;

/** Customer actions, /api/web/<name>, keyed by name. */
export const webActions = byName('web', allActions);
/** Back-office and service actions, /api/admin/<name>, keyed by name. */
export const adminActions = byName('admin', allActions);

export type WebActions = typeof webActions;
export type AdminActions = typeof adminActions;
export type WebActionName = keyof WebActions;
export type AdminActionName = keyof AdminActions;

export type WebInput<N extends WebActionName> = ActionInput<WebActions[N]>;
export type WebOutput<N extends WebActionName> = ActionOutput<WebActions[N]>;
export type AdminInput<N extends AdminActionName> = ActionInput<AdminActions[N]>;
export type AdminOutput<N extends AdminActionName> = ActionOutput<AdminActions[N]>;

/** Actions whose input carries a `file`: they are sent as multipart uploads. */
export type WebUploadName = {
  [N in WebActionName]: 'file' extends keyof WebInput<N> ? N : never;
}[WebActionName];
export type AdminUploadName = {
  [N in AdminActionName]: 'file' extends keyof AdminInput<N> ? N : never;
}[AdminActionName];
