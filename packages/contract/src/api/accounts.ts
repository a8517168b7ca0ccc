import { z } from 'zod';
import { commonParams, intParam, pageOf, pagingParams } from './common.ts';

/**
 * Accounts actions (spec sections 3, 5, 6, 7): registration, verification codes, login and
 * logout, passwords, trade password, Google two-factor codes, security questions, profile, demo
 * accounts, wallet login and the inbox. Field names of the client session follow spec section 3.
 */

export const LOGIN_PASSWORD_MIN = 6;
export const LOGIN_PASSWORD_MAX = 24;
export const NICKNAME_MAX = 24;
export const SECURITY_ANSWER_MAX = 64;
/** Security questions of spec section 3: 1 best childhood friend, 2 idol, 3 dream place. */
export const SECURITY_QUESTION_IDS = [1, 2, 3] as const;
export const CODE_PURPOSES = ['register', 'reset', 'bind'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export const ACCOUNT_TYPES = ['email', 'phone'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
/** Avatar and other uploads: JPG/JPEG/PNG under 8 MB (spec sections 5 and 9). */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
/** The displayed phone is the phone or email cut to at most this many characters (spec section 3). */
export const DISPLAY_PHONE_MAX = 12;

export const email = z.string().trim().toLowerCase().max(254).email({ message: 'field.email' });
export const loginPassword = z
  .string({ message: 'field.required' })
  .min(LOGIN_PASSWORD_MIN, { message: 'field.passwordLength' })
  .max(LOGIN_PASSWORD_MAX, { message: 'field.passwordLength' });
export const tradePassword = z.string().regex(/^\d{6}$/, { message: 'field.tradePassword' });
export const verificationCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'field.code' });
export const googleCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'field.googleCode' });
/** Country calling code, digits only ("86", "1"); a leading plus is accepted and dropped. */
export const areaCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, { message: 'field.areaCode' })
  .transform((v) => v.replace(/^\+/, ''));
/** National phone number, digits only; validity for the area code is checked by the server. */
export const phoneNumber = z
  .string()
  .trim()
  .regex(/^\d{4,15}$/, { message: 'field.phone' });
/** ISO 3166-1 alpha-2 country code. */
export const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: 'field.unknownValue' });
const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on'])])
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

type Issues = z.core.$RefinementCtx;

/** Email or phone, depending on `type`: the other fields are not required. */
const accountTarget = {
  type: z.enum(ACCOUNT_TYPES),
  email: email.optional(),
  area_code: areaCode.optional(),
  phone: phoneNumber.optional(),
};
function requireTarget(
  v: { type: AccountType; email?: string; area_code?: string; phone?: string },
  ctx: Issues,
) {
  if (v.type === 'email' && !v.email)
    ctx.addIssue({ code: 'custom', path: ['email'], message: 'field.required' });
  if (v.type === 'phone') {
    if (!v.area_code) ctx.addIssue({ code: 'custom', path: ['area_code'], message: 'field.required' });
    if (!v.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'field.required' });
  }
}
function passwordsMatch(
  v: { password: string; password_confirm: string },
  ctx: Issues,
  field: 'password_confirm' = 'password_confirm',
) {
  if (v.password !== v.password_confirm)
    ctx.addIssue({ code: 'custom', path: [field], message: 'field.mismatch' });
}

// Verification codes.
export const getCodeInput = commonParams
  .extend({ ...accountTarget, purpose: z.enum(CODE_PURPOSES) })
  .superRefine(requireTarget);
export const codeSent = z.object({
  sent_to: z.string().describe('The target, partly masked'),
  expires_in: z.number().int().describe('seconds'),
  resend_in: z.number().int().describe('seconds before another code may be requested'),
});
export type CodeSent = z.infer<typeof codeSent>;

/** The client session of spec section 3, returned by login, register, demo and wallet login. */
export const userInfo = z.object({
  uid: z.number().int(),
  kind: z.enum(['real', 'demo']),
  lang: z.string(),
  name: z.string().describe('Nickname, or the masked account when none is set'),
  nickname: z.string().nullable(),
  avatar: z.string().nullable().describe('URL of the avatar image'),
  invitation_code: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  area_code: z.string().nullable(),
  display_phone: z.string().describe('Phone or email cut to at most 12 characters'),
  nationality: z.string().nullable(),
  wallet_address: z.string().nullable(),
  transaction_password: z.union([z.literal(0), z.literal(1)]).describe('0 means not set'),
  google_bound: z.boolean(),
  security_question: z.number().int().nullable().describe('Id of the chosen question, or null'),
  demo_expires_at: z.number().int().nullable().describe('Unix seconds; demo accounts only'),
  confirm_locked_until: z
    .number()
    .int()
    .nullable()
    .describe(
      'Unix seconds until which wrong trade passwords or Google codes lock withdrawals; null when not locked',
    ),
  created_at: z.number().int(),
  // Payment settings and balances of spec section 3 arrive with the wallet and ledger modules.
  bank_name: z.string().nullable(),
  bank_number: z.string().nullable(),
  alipay_account: z.string().nullable(),
  weixin_nickname: z.string().nullable(),
  weixin_account: z.string().nullable(),
  usdt: z.string().nullable().describe('USDT balance as a decimal string, when known'),
});
export type UserInfo = z.infer<typeof userInfo>;

export const loginResult = userInfo.extend({
  token: z.string(),
  expires_at: z.number().int().describe('Unix seconds'),
});
export type LoginResult = z.infer<typeof loginResult>;
/** Registration returns the token as `token_h5` (spec section 7) and also as `token`. */
export const registerResult = loginResult.extend({ token_h5: z.string() });
export type RegisterResult = z.infer<typeof registerResult>;

export const userRegisterInput = commonParams
  .extend({
    ...accountTarget,
    nationality: countryCode,
    code: verificationCode,
    password: loginPassword,
    password_confirm: z.string(),
    invitation_code: z.string().trim().max(16).optional(),
    agree: flag,
  })
  .superRefine((v, ctx) => {
    requireTarget(v, ctx);
    passwordsMatch(v, ctx);
    if (!v.agree) ctx.addIssue({ code: 'custom', path: ['agree'], message: 'field.mustAgree' });
  });

export const userLoginInput = commonParams.extend({
  account: z.string({ message: 'field.required' }).trim().min(1, { message: 'field.required' }).max(254),
  password: z.string({ message: 'field.required' }).min(1, { message: 'field.required' }).max(128),
  area_code: areaCode.optional(),
  google_code: googleCode.optional(),
});

export const logoutInput = commonParams;
export const tempLoginInput = commonParams;

// Wallet login (EIP-4361).
export const walletAddress = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, { message: 'field.walletAddress' });
export const walletNonceInput = commonParams.extend({
  address: walletAddress,
  chain_id: intParam(1, 2_147_483_647).default(1),
});
export const walletChallenge = z.object({
  message: z.string().describe('The EIP-4361 message to sign with personal_sign'),
  nonce: z.string(),
  expires_at: z.number().int(),
});
export type WalletChallenge = z.infer<typeof walletChallenge>;
export const walletLoginInput = commonParams.extend({
  message: z.string().min(1).max(2000),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, { message: 'field.invalid' }),
});

// Profile.
export const infoInput = commonParams;
export const updateNicknameInput = commonParams.extend({
  nickname: z.string().trim().min(1, { message: 'field.required' }).max(NICKNAME_MAX),
});
export const avatarResult = z.object({ avatar: z.string() });
export const bindEmailInput = commonParams.extend({ email, code: verificationCode, password: loginPassword });
export const bindPhoneInput = commonParams.extend({
  area_code: areaCode,
  phone: phoneNumber,
  code: verificationCode,
  password: loginPassword,
});

// Passwords.
export const updatePasswordInput = commonParams
  .extend({ old_password: z.string().min(1).max(128), password: loginPassword, password_confirm: z.string() })
  .superRefine((v, ctx) => passwordsMatch(v, ctx));
export const forgetPasswordInput = commonParams
  .extend({ ...accountTarget, code: verificationCode, password: loginPassword, password_confirm: z.string() })
  .superRefine((v, ctx) => {
    requireTarget(v, ctx);
    passwordsMatch(v, ctx);
  });

// Security questions.
const questionId = intParam(1, SECURITY_QUESTION_IDS.length);
const answer = z.string().trim().min(1, { message: 'field.required' }).max(SECURITY_ANSWER_MAX);
export const getSecurityQuestionInput = commonParams.extend({
  account: z.string().trim().min(1, { message: 'field.required' }).max(254),
  area_code: areaCode.optional(),
});
export const securityQuestion = z.object({ question_id: z.number().int() });
export const setSecurityQuestionInput = commonParams.extend({
  question_id: questionId,
  answer,
  password: z.string().min(1).max(128),
});
export const resetPasswordByQuestionInput = commonParams
  .extend({
    account: z.string().trim().min(1, { message: 'field.required' }).max(254),
    area_code: areaCode.optional(),
    question_id: questionId,
    answer,
    password: loginPassword,
    password_confirm: z.string(),
  })
  .superRefine((v, ctx) => passwordsMatch(v, ctx));

// Trade password.
export const hasTpasswordInput = commonParams;
export const hasTpassword = z.object({ transaction_password: z.union([z.literal(0), z.literal(1)]) });
export const setTradePasswordInput = commonParams
  .extend({
    password: z.string().min(1).max(128).describe('The login password'),
    trade_password: tradePassword,
    trade_password_confirm: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.trade_password !== v.trade_password_confirm) {
      ctx.addIssue({ code: 'custom', path: ['trade_password_confirm'], message: 'field.mismatch' });
    }
  });
export const updateTradePasswordInput = commonParams
  .extend({
    old_trade_password: tradePassword,
    trade_password: tradePassword,
    trade_password_confirm: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.trade_password !== v.trade_password_confirm) {
      ctx.addIssue({ code: 'custom', path: ['trade_password_confirm'], message: 'field.mismatch' });
    }
  });

// Google two-factor codes (RFC 6238).
export const googleSecretInput = commonParams;
export const googleSecret = z.object({
  secret: z.string().describe('Base32 secret to type into an authenticator app'),
  otpauth_url: z.string().describe('otpauth:// URI for the QR code'),
});
export type GoogleSecret = z.infer<typeof googleSecret>;
export const bindGoogleInput = commonParams.extend({
  google_code: googleCode,
  password: z.string().min(1).max(128),
});
export const unbindGoogleInput = commonParams.extend({ google_code: googleCode });

// Inbox.
export const inboxMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  read: z.boolean(),
  created_at: z.number().int(),
});
export type InboxMessage = z.infer<typeof inboxMessage>;
export const inboxMessageDetail = inboxMessage.extend({ body: z.string() });
export type InboxMessageDetail = z.infer<typeof inboxMessageDetail>;
export const messageListInput = commonParams.extend(pagingParams.shape);
export const inboxPage = pageOf(inboxMessage);
export const messageDetailInput = commonParams.extend({ id: intParam(1, 2_147_483_647) });
export const messageReadInput = commonParams.extend({
  id: intParam(1, 2_147_483_647).optional().describe('One message; omit to mark all as read'),
});
export const unreadCount = z.object({ unread: z.number().int() });

// Rules the operator configures, shown to customers before they limit them.
export const getRulesInput = commonParams;
export const publicRule = z.object({ key: z.string(), label: z.string(), value: z.unknown() });
export type PublicRuleEntry = z.infer<typeof publicRule>;
