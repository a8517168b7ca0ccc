import { Code, type CodeValue } from './envelope.ts';

/**
 * The one catalogue of refusal reasons. Reasons are append-only: never rename, never reuse.
 * Every reason has a translation in every language (messages/<lang>.json), checked by a test.
 */
export interface ReasonSpec {
  code: CodeValue;
  /** HTTP status of the envelope: 200 unless the reason is a rate limit or a server fault. */
  httpStatus: 200 | 429 | 500 | 503;
  doc: string;
}

const refusal = (code: CodeValue, doc: string): ReasonSpec => ({ code, httpStatus: 200, doc });

export const REASONS = {
  REQUEST_VALIDATION_FAILED: refusal(
    Code.BAD_REQUEST,
    'One or more fields are missing or malformed; data.fields names each.',
  ),
  REQUEST_RTOKEN_INVALID: refusal(
    Code.BAD_REQUEST,
    'The rtoken parameter is missing or not 6-16 characters.',
  ),
  REQUEST_MALFORMED: refusal(Code.BAD_REQUEST, 'The body could not be parsed (bad JSON or form encoding).'),
  REQUEST_TOO_LARGE: refusal(Code.BAD_REQUEST, 'The body is larger than the server accepts.'),
  REQUEST_UNSUPPORTED_MEDIA: refusal(
    Code.BAD_REQUEST,
    'The body has a content type the server does not accept.',
  ),
  REQUEST_REPLAYED: refusal(
    Code.REFUSED,
    'The request (its rtoken or client order id) was already processed; it was not carried out again (no order, position or movement of funds was made twice).',
  ),
  API_UNKNOWN_ACTION: refusal(Code.NOT_FOUND, 'No action of that name and method exists.'),
  AUTH_LOGIN_REQUIRED: refusal(
    Code.SESSION_EXPIRED,
    'The action needs a session and none was given or it has expired.',
  ),
  AUTH_RELOGIN_REQUIRED: refusal(
    Code.RELOGIN,
    'The session was ended by a login elsewhere or a security change.',
  ),
  AUTH_FORBIDDEN: refusal(Code.FORBIDDEN, 'The caller may not perform this action.'),
  CONTENT_NOT_FOUND: refusal(
    Code.NOT_FOUND,
    'The requested article, page or banner does not exist or is not published.',
  ),
  ACCOUNT_EXISTS: refusal(Code.REFUSED, 'The email or phone number is already registered to an account.'),
  ACCOUNT_NOT_FOUND: refusal(Code.REFUSED, 'No account is bound to this email or phone number.'),
  ACCOUNT_CREDENTIALS_INVALID: refusal(
    Code.REFUSED,
    'The account or password is wrong; data.remaining tells how many attempts are left before a lock.',
  ),
  ACCOUNT_LOCKED: refusal(Code.REFUSED, 'Too many failed attempts: the account is locked for a while.'),
  ACCOUNT_GOOGLE_CODE_REQUIRED: refusal(
    Code.REFUSED,
    'The account has Google verification bound: the login needs a code (data.google_required).',
  ),
  ACCOUNT_GOOGLE_CODE_INVALID: refusal(
    Code.REFUSED,
    'The Google verification code is wrong, out of its time window, or was already used.',
  ),
  ACCOUNT_GOOGLE_ALREADY_BOUND: refusal(
    Code.REFUSED,
    'Google verification is already bound; unbind it first.',
  ),
  ACCOUNT_GOOGLE_NOT_BOUND: refusal(Code.REFUSED, 'Google verification is not bound to this account.'),
  ACCOUNT_CODE_INVALID: refusal(Code.REFUSED, 'The verification code does not match; attempts remain.'),
  ACCOUNT_CODE_EXPIRED: refusal(
    Code.REFUSED,
    'No usable verification code: never sent, expired, already used or out of attempts.',
  ),
  ACCOUNT_CODE_TOO_SOON: refusal(
    Code.REFUSED,
    'A code was sent to this target moments ago; wait before the next.',
  ),
  ACCOUNT_CODE_LIMIT: refusal(
    Code.REFUSED,
    'Too many codes were requested for this target or from this address.',
  ),
  ACCOUNT_INVITATION_REQUIRED: refusal(Code.REFUSED, 'The operator requires an invitation code to register.'),
  ACCOUNT_INVITATION_UNKNOWN: refusal(Code.REFUSED, 'No account has this invitation code.'),
  ACCOUNT_PASSWORD_WRONG: refusal(Code.REFUSED, 'The current login password is wrong.'),
  ACCOUNT_PASSWORD_SAME: refusal(Code.REFUSED, 'The new password is the same as the current one.'),
  ACCOUNT_TRADE_PASSWORD_SET: refusal(Code.REFUSED, 'A trade password is already set; change it instead.'),
  ACCOUNT_TRADE_PASSWORD_NOT_SET: refusal(
    Code.REFUSED,
    'The action needs a trade password or Google verification set in the security centre first.',
  ),
  ACCOUNT_TRADE_PASSWORD_WRONG: refusal(Code.REFUSED, 'The trade password is wrong.'),
  ACCOUNT_SECURITY_QUESTION_NOT_SET: refusal(Code.REFUSED, 'The account has no security question set.'),
  ACCOUNT_SECURITY_ANSWER_WRONG: refusal(
    Code.REFUSED,
    'The security question or its answer does not match; counts as a failed attempt.',
  ),
  ACCOUNT_DEMO_EXPIRED: refusal(
    Code.SESSION_EXPIRED,
    'The virtual (demo) account has expired; the client logs out and a new one can be created.',
  ),
  ACCOUNT_REAL_REQUIRED: refusal(
    Code.REFUSED,
    'The action needs real money: switch from the demo to the real account.',
  ),
  ACCOUNT_WALLET_SIGNATURE_INVALID: refusal(
    Code.REFUSED,
    'The wallet signature does not match the sign-in message; authentication failed.',
  ),
  ACCOUNT_WALLET_CHALLENGE_EXPIRED: refusal(
    Code.REFUSED,
    'The wallet sign-in message is unknown, expired or already used.',
  ),
  ACCOUNT_WALLET_ORIGIN_MISMATCH: refusal(
    Code.REFUSED,
    'The signed wallet sign-in message names another domain, URI or chain than the platform issued.',
  ),
  UPLOAD_IMAGE_INVALID: refusal(
    Code.REFUSED,
    'The upload is not a JPG or PNG image under 8 MB (checked by content).',
  ),
  UPLOAD_IMAGE_UNREADABLE: refusal(
    Code.REFUSED,
    'The image does not decode to the end (corrupt or truncated) or its content is not the format it claims.',
  ),
  UPLOAD_IMAGE_TOO_MANY_PIXELS: refusal(
    Code.REFUSED,
    'The image has more pixels than the platform decodes ({{max}} megapixels).',
  ),
  ACCOUNT_MESSAGE_NOT_FOUND: refusal(Code.NOT_FOUND, 'The inbox message does not exist for this user.'),
  ACCOUNT_FROZEN: refusal(
    Code.REFUSED,
    "Staff froze this account's login; the message carries their reason.",
  ),
  ACCOUNT_CONFIRM_LOCKED: refusal(
    Code.REFUSED,
    'Five wrong trade passwords or Google codes lock money-moving confirmations for a while; data.minutes says how long.',
  ),
  ADMIN_CREDENTIALS_INVALID: refusal(
    Code.REFUSED,
    'The staff e-mail or password is wrong, or the staff account is disabled.',
  ),
  ADMIN_TOTP_INVALID: refusal(Code.REFUSED, 'The staff authenticator code is wrong or was already used.'),
  ADMIN_LOCKED: refusal(
    Code.REFUSED,
    'Too many failed staff logins: the staff account is locked for a while.',
  ),
  ADMIN_STAFF_EXISTS: refusal(Code.REFUSED, 'A staff account with this e-mail already exists.'),
  ADMIN_STAFF_NOT_FOUND: refusal(Code.NOT_FOUND, 'No staff account has this id.'),
  ADMIN_LAST_SUPERADMIN: refusal(Code.REFUSED, 'The change would leave no active superadmin.'),
  ADMIN_USER_NOT_FOUND: refusal(Code.NOT_FOUND, 'No customer has this uid.'),
  ADMIN_SETTING_UNKNOWN: refusal(Code.NOT_FOUND, 'No operator setting has this key.'),
  ADMIN_SETTING_INVALID: refusal(
    Code.BAD_REQUEST,
    'The value is not valid JSON or does not fit the setting.',
  ),
  REVIEW_QUEUE_UNKNOWN: refusal(Code.NOT_FOUND, 'No review queue has this name.'),
  REVIEW_NOT_FOUND: refusal(Code.NOT_FOUND, 'No review item has this id.'),
  REVIEW_ALREADY_DECIDED: refusal(Code.REFUSED, 'The review item was already approved or rejected.'),
  KYC_REVIEW_PENDING: refusal(
    Code.REFUSED,
    'A submission of this level is under review; wait for the decision.',
  ),
  KYC_ALREADY_APPROVED: refusal(Code.REFUSED, 'This verification level is already approved.'),
  KYC_PRIMARY_REQUIRED: refusal(
    Code.REFUSED,
    'Advanced verification needs primary verification approved first.',
  ),
  KYC_IMAGE_NOT_FOUND: refusal(Code.REFUSED, 'A photo id is unknown or belongs to another user.'),
  KYC_IDENTITY_REQUIRED: refusal(
    Code.REFUSED,
    'The credit score needs primary identity verification approved.',
  ),
  KYC_PROOFS_TOO_MANY: refusal(Code.REFUSED, 'The credit score already has the most proof images allowed.'),
  KYC_VERIFICATION_REQUIRED: refusal(
    Code.REFUSED,
    'The operation needs a verification level the operator requires (verification.requirements); data names the action, the required level and the step to complete next.',
  ),
  LEDGER_INSUFFICIENT_BALANCE: refusal(
    Code.REFUSED,
    'The account does not hold enough to cover the movement.',
  ),
  LEDGER_IDEMPOTENCY_CONFLICT: refusal(
    Code.REFUSED,
    'The request key was already used for a different request; nothing was moved.',
  ),
  WALLET_REQUEST_REPLAYED: refusal(
    Code.REFUSED,
    'The request (its rtoken) was already processed; nothing moved again. Superseded by REQUEST_REPLAYED, which every module now answers; kept because codes are never removed.',
  ),
  WALLET_NOT_FOUND: refusal(
    Code.NOT_FOUND,
    'No such address, bank card, quote or record belongs to this account.',
  ),
  WALLET_TRANSFER_SAME_ACCOUNT: refusal(Code.REFUSED, 'A transfer needs two different account types.'),
  WALLET_CONVERT_SAME_ASSET: refusal(Code.REFUSED, 'A conversion needs two different assets.'),
  WALLET_PRICE_UNAVAILABLE: refusal(
    Code.REFUSED,
    'No current price is known for the asset, so it cannot be valued or converted now.',
  ),
  WALLET_QUOTE_EXPIRED: refusal(
    Code.REFUSED,
    'The conversion quote has expired or was already used; request a new one.',
  ),
  WALLET_CHANNEL_CLOSED: refusal(
    Code.REFUSED,
    'The deposit channel is unknown or switched off by the operator.',
  ),
  WALLET_BELOW_MINIMUM: refusal(Code.REFUSED, 'The amount is below the minimum ({{min}} {{asset}}).'),
  WALLET_ABOVE_MAXIMUM: refusal(Code.REFUSED, 'The amount is above the maximum ({{max}} {{asset}}).'),
  WALLET_TX_HASH_USED: refusal(Code.REFUSED, 'This transaction hash was already submitted for a deposit.'),
  WALLET_ADDRESSES_TOO_MANY: refusal(
    Code.REFUSED,
    'The address book already holds the most addresses allowed ({{max}}).',
  ),
  WALLET_CARDS_TOO_MANY: refusal(
    Code.REFUSED,
    'The account already holds the most bank cards allowed ({{max}}).',
  ),
  WALLET_SECURITY_REQUIRED: refusal(
    Code.REFUSED,
    'A withdrawal needs a trade password or Google verification set first.',
  ),
  WALLET_CONFIRMATION_REQUIRED: refusal(
    Code.REFUSED,
    'The withdrawal needs the trade password or a Google code to confirm.',
  ),
  WALLET_WITHDRAW_FROZEN: refusal(
    Code.REFUSED,
    'Withdrawals of this account are frozen by the operator ({{reason}}).',
  ),
  WALLET_WITHDRAW_WINDOW: refusal(
    Code.REFUSED,
    "Withdrawals are accepted only inside the operator's daily window.",
  ),
  WALLET_WITHDRAW_DAILY_LIMIT: refusal(
    Code.REFUSED,
    'The account already made the most withdrawals allowed today.',
  ),
  WALLET_WITHDRAW_CHAIN: refusal(
    Code.REFUSED,
    'Withdrawals of this asset go out only on the chains the operator allows.',
  ),
  WALLET_WITHDRAW_TURNOVER: refusal(
    Code.REFUSED,
    'Not enough of the deposits since the last withdrawal has been used in trading or products.',
  ),
  LEDGER_ADJUSTMENT_SELF_APPROVAL: refusal(
    Code.FORBIDDEN,
    'An adjustment must be approved by a staff member other than the one who requested it.',
  ),
  SPOT_UNKNOWN_MARKET: refusal(Code.NOT_FOUND, 'No spot market has this symbol, or it is switched off.'),
  SPOT_BELOW_MINIMUM: refusal(Code.REFUSED, "The quantity or the order value is below the market's minimum."),
  SPOT_ABOVE_MAXIMUM: refusal(Code.REFUSED, "The quantity or the order value is above the market's maximum."),
  SPOT_NO_LIQUIDITY: refusal(
    Code.REFUSED,
    'A market order found nothing to trade with on the other side of the book.',
  ),
  SPOT_FOK_UNFILLABLE: refusal(
    Code.REFUSED,
    'A fill-or-kill order could not fill completely at once, so nothing was done.',
  ),
  SPOT_MARKET_BUSY: {
    code: Code.UNAVAILABLE,
    httpStatus: 503,
    doc:
      "The market's queue of waiting orders is full: nothing was placed or cancelled, and the request " +
      'may be sent again in a moment. Counted in kestrel_spot_orders_total.',
  },
  SPOT_ORDER_NOT_FOUND: refusal(
    Code.NOT_FOUND,
    'No open order of this account has this id (it may be filled or cancelled already).',
  ),
  SPOT_CLIENT_ORDER_ID_USED: refusal(
    Code.REFUSED,
    'The client order id was already used for an order of this account.',
  ),
  SPOT_TOO_MANY_OPEN: refusal(
    Code.REFUSED,
    'The account already has the most open orders allowed in this market ({{max}}).',
  ),
  SPOT_PRICE_OUT_OF_BAND: refusal(
    Code.REFUSED,
    "A limit price lies further from the market's index price than its price band allows (spot.priceBands); data.min and data.max are the prices allowed now.",
  ),
  SPOT_NO_INDEX_PRICE: refusal(
    Code.REFUSED,
    'The market has no current index price from the feeds, so no order can be checked against its price band.',
  ),
  CONTRACT_UNKNOWN_INSTRUMENT: refusal(
    Code.NOT_FOUND,
    'No contract instrument has this symbol, or it is switched off.',
  ),
  CONTRACT_MARKET_CLOSED: refusal(
    Code.REFUSED,
    'The market is closed now; positions open during its trading hours.',
  ),
  CONTRACT_NO_PRICE: refusal(
    Code.REFUSED,
    'No current price is known for the instrument, so nothing can open or close.',
  ),
  CONTRACT_LOTS_OUT_OF_RANGE: refusal(
    Code.REFUSED,
    'The lots are below the minimum or above the maximum of the instrument.',
  ),
  CONTRACT_LOTS_STEP: refusal(Code.REFUSED, 'The lots are not a whole number of lot steps.'),
  CONTRACT_LEVERAGE_NOT_ALLOWED: refusal(
    Code.REFUSED,
    'The leverage is not one of the choices of the instrument.',
  ),
  CONTRACT_MARGIN_TOO_SMALL: refusal(Code.REFUSED, 'The margin of the position would be below the minimum.'),
  CONTRACT_TAKE_PROFIT_WRONG_SIDE: refusal(
    Code.REFUSED,
    'The take-profit must be above the price for a long position and below it for a short one.',
  ),
  CONTRACT_STOP_LOSS_WRONG_SIDE: refusal(
    Code.REFUSED,
    'The stop-loss must be below the price for a long position and above it for a short one (and short of liquidation).',
  ),
  CONTRACT_POSITION_NOT_FOUND: refusal(
    Code.NOT_FOUND,
    'No open position or pending open of this account has this id (it may have closed already).',
  ),
  CONTRACT_TOO_MANY_OPEN: refusal(
    Code.REFUSED,
    'The account already holds the most positions and pending opens allowed.',
  ),
  FIXED_TERM_UNKNOWN_INSTRUMENT: refusal(
    Code.NOT_FOUND,
    'The instrument is not offered for this fixed-term product, or it is switched off.',
  ),
  FIXED_TERM_UNKNOWN_CYCLE: refusal(Code.REFUSED, 'The cycle is not one of the cycles of the product.'),
  FIXED_TERM_STAKE_OUT_OF_RANGE: refusal(
    Code.REFUSED,
    'The stake is below the minimum or above the maximum of the product.',
  ),
  FIXED_TERM_DIRECTION_INVALID: refusal(Code.REFUSED, 'Delivery takes up or down; options take call or put.'),
  EARN_PRODUCT_NOT_FOUND: refusal(Code.NOT_FOUND, 'No earning product has this id.'),
  EARN_PRODUCT_CLOSED: refusal(Code.REFUSED, 'The operator has closed the product to new orders.'),
  EARN_SOLD_OUT: refusal(
    Code.REFUSED,
    'The product has no capacity left for this amount; data.remaining is what it can still take.',
  ),
  EARN_RESERVE_SHORT: refusal(
    Code.REFUSED,
    "The earn reserve cannot fund this order's whole yield; data.max is the largest order it can fund now.",
  ),
  EARN_AMOUNT_OUT_OF_RANGE: refusal(
    Code.REFUSED,
    'The amount is below the minimum or above the maximum of one order of the product.',
  ),
  EARN_RISK_NOT_ASSESSED: refusal(
    Code.REFUSED,
    'The customer has not answered the risk questionnaire, which sets how much they may invest.',
  ),
  EARN_RISK_CAP_EXCEEDED: refusal(
    Code.REFUSED,
    "The order would take the customer's earning holdings above the cap of their risk level.",
  ),
  EARN_VERIFICATION_REQUIRED: refusal(
    Code.REFUSED,
    'The product requires a verification level the customer has not completed; data.level names it.',
  ),
  EARN_ORDER_NOT_FOUND: refusal(Code.NOT_FOUND, 'No earning order of this account has this id.'),
  EARN_NOT_REDEEMABLE: refusal(
    Code.REFUSED,
    'The order is not in custody (it is already redeeming, redeemed or completed).',
  ),
  EARN_PENALTY_CHANGED: refusal(
    Code.REFUSED,
    'The early-redemption penalty is no longer the one the customer confirmed (a day has passed); data.penalty is the new one.',
  ),
  EARN_REDEEM_FROZEN: refusal(
    Code.REFUSED,
    'Withdrawals of the account are frozen, which pauses redemptions; the reason is given.',
  ),
  EARN_FUNDING_TOO_LARGE: refusal(
    Code.REFUSED,
    'Only the uncommitted part of the earn reserve can be taken out; data.max is that part.',
  ),
  EARN_FUNDING_SELF_APPROVAL: refusal(
    Code.FORBIDDEN,
    'A reserve funding is approved by a staff member other than the one who asked for it.',
  ),
  BASKET_NOT_FOUND: refusal(Code.NOT_FOUND, 'No basket has this id.'),
  BASKET_CLOSED: refusal(Code.REFUSED, 'The operator has closed the basket to purchases.'),
  BASKET_NO_PRICE: refusal(
    Code.REFUSED,
    'A component of the basket has no recorded price, so there is no NAV.',
  ),
  BASKET_MARKET_CLOSED: refusal(
    Code.REFUSED,
    "A component's market is closed; units are bought and sold while every component trades.",
  ),
  BASKET_PRICE_STALE: refusal(
    Code.REFUSED,
    "A component's index is older than its class's staleness limit while its market is open; data.symbol names it and data.seconds gives its age.",
  ),
  BASKET_NAV_CHANGED: refusal(
    Code.REFUSED,
    'The NAV moved more than the stated tolerance from the one the customer saw; data.nav is the NAV now.',
  ),
  BASKET_AMOUNT_OUT_OF_RANGE: refusal(
    Code.REFUSED,
    'The amount is below the minimum or above the maximum of the basket.',
  ),
  BASKET_RISK_LEVEL: refusal(
    Code.REFUSED,
    "The customer's risk level allows the low-risk basket only (operator rule baskets.rules).",
  ),
  BASKET_UNITS_EXCEEDED: refusal(
    Code.REFUSED,
    'More units than the customer holds; data.units is what they hold.',
  ),
  BASKET_WEIGHTS_INVALID: refusal(
    Code.BAD_REQUEST,
    'Component weights must be whole ppm summing to 1,000,000, each instrument once.',
  ),
  BASKET_UNKNOWN_INSTRUMENT: refusal(Code.BAD_REQUEST, 'A component is not an instrument of the catalogue.'),
  RATE_LIMITED: {
    code: Code.TOO_MANY_REQUESTS,
    httpStatus: 429,
    doc: 'Too many requests; retry after the given seconds.',
  },
  SERVER_ERROR: {
    code: Code.SERVER_ERROR,
    httpStatus: 500,
    doc: 'An unexpected fault; the message carries a request id.',
  },
  SERVER_UNAVAILABLE: {
    code: Code.UNAVAILABLE,
    httpStatus: 503,
    doc: 'The server is shutting down or not ready.',
  },
  DATABASE_UNAVAILABLE: {
    code: Code.UNAVAILABLE,
    httpStatus: 503,
    doc:
      'The connection to the database was lost while the request was handled: nothing was acknowledged, ' +
      'so the request may be sent again in a moment.',
  },
  MARKET_UNKNOWN_SYMBOL: refusal(Code.NOT_FOUND, 'No enabled instrument has this symbol.'),
  MARKET_UNKNOWN_PERIOD: refusal(Code.BAD_REQUEST, 'The K-line period is not one of the supported periods.'),
  MARKET_PUSH_FORBIDDEN: refusal(
    Code.FORBIDDEN,
    'The caller may not push ticks: the push feed is off or the service token is missing or wrong.',
  ),
  MARKET_PUSH_CLOSED: refusal(
    Code.REFUSED,
    'A pushed tick is for an instrument whose market is closed now; nothing in the batch was taken. data.symbol names it.',
  ),
  MARKET_SOCKET_MESSAGE_INVALID: refusal(
    Code.BAD_REQUEST,
    'A market socket message was not JSON or not one of the known client messages.',
  ),
  MARKET_SUBSCRIPTIONS_TOO_MANY: refusal(
    Code.REFUSED,
    'The socket connection already holds the most kline subscriptions allowed ({{max}}).',
  ),
  CONTENT_ITEM_FIXED: refusal(
    Code.REFUSED,
    "The item is part of the site's fixed structure (site identity, footer page, home hero): it can be " +
      'edited but not unpublished or deleted.',
  ),
  CONTENT_KEY_TAKEN: refusal(Code.REFUSED, 'Another item of the same kind already uses this key.'),
} as const satisfies Record<string, ReasonSpec>;

export type Reason = keyof typeof REASONS;

export function isReason(value: string): value is Reason {
  return Object.hasOwn(REASONS, value);
}

/** Field-level validation message keys (data.fields values are these, localized). */
export const FIELD_MESSAGES = [
  'required',
  'invalid',
  'tooShort',
  'tooLong',
  'tooSmall',
  'tooBig',
  'notInteger',
  'notNumber',
  'tooManyDecimals',
  'unknownValue',
  'email',
  'phone',
  'areaCode',
  'passwordLength',
  'tradePassword',
  'code',
  'googleCode',
  'mismatch',
  'mustAgree',
  'walletAddress',
  'date',
] as const;
export type FieldMessage = (typeof FIELD_MESSAGES)[number];

/** Success messages for code 0 envelopes. */
export const SUCCESS_MESSAGES = [
  'done',
  'saved',
  'sent',
  'deleted',
  'codeSent',
  'registered',
  'loggedIn',
  'loggedOut',
  'passwordChanged',
  'passwordReset',
  'tradePasswordSet',
  'googleBound',
  'googleUnbound',
  'converted',
  'transferred',
  'submitted',
] as const;

/**
 * Texts the server writes itself: verification-code mail and SMS, and inbox messages from the
 * platform. Placeholders in {{double braces}}.
 */
export const NOTICE_TEXTS = [
  'codeSubject',
  'codeBody',
  'welcomeTitle',
  'welcomeBody',
  'securityChangeTitle',
  'securityChangeBody',
  'changeLoginPassword',
  'changeTradePassword',
  'changeGoogle',
  'changeEmail',
  'changePhone',
  'changeSecurityQuestion',
  'kycApprovedTitle',
  'kycApprovedBody',
  'kycRejectedTitle',
  'kycRejectedBody',
  'levelPrimary',
  'levelAdvanced',
  'levelAddress',
  'withdrawalPaidTitle',
  'withdrawalPaidBody',
  'withdrawalRejectedTitle',
  'withdrawalRejectedBody',
  'depositCreditedTitle',
  'depositCreditedBody',
  'depositRejectedTitle',
  'depositRejectedBody',
] as const;
export type NoticeText = (typeof NOTICE_TEXTS)[number];

/**
 * Operator settings a customer is shown before the rule limits them (DESIGN.md section 0.2):
 * each has a label in every language, under `rules` in messages/<lang>.json.
 */
export const PUBLIC_RULES = [
  'register.invitationRequired',
  'demo.lifetimeHours',
  'demo.balances',
  'session.lifetimeHours',
  'risk.caps',
  'loan.limits',
  'convert.spreadPpm',
  'convert.quoteSeconds',
  'deposit.channels',
  'withdraw.rules',
  'spot.fees',
  'spot.markets',
  'verification.requirements',
  'earn.calendar',
  'baskets.rules',
] as const;
export type PublicRule = (typeof PUBLIC_RULES)[number];
export type SuccessMessage = (typeof SUCCESS_MESSAGES)[number];
