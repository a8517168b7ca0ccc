import { z } from 'zod';
import { LANGS } from '../langs.ts';
import { googleCode, loginPassword } from './accounts.ts';
import { commonParams, intParam, pageOf, pagingParams } from './common.ts';

/**
 * Back-office actions (POST /api/admin/<name>). Staff accounts are separate from customers; every
 * action names the roles allowed to call it and the server checks them; every change is written
 * to the append-only audit log.
 */

/** Staff roles. The superadmin manages staff and may do everything. */
export const STAFF_ROLES = ['superadmin', 'compliance', 'finance', 'operations', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_SESSION_HOURS = 12;
const id = intParam(1, 2_147_483_647);
const reason = z.string().trim().min(1, { message: 'field.required' }).max(500);

export const staffLoginInput = commonParams.extend({
  email: z.string().trim().toLowerCase().email({ message: 'field.email' }),
  password: z.string().min(1, { message: 'field.required' }).max(128),
  totp: googleCode,
});
export const staffMe = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
});
export type StaffMe = z.infer<typeof staffMe>;
export const staffLoginResult = staffMe.extend({ token: z.string(), expires_at: z.number().int() });
export type StaffLoginResult = z.infer<typeof staffLoginResult>;

export const staffOnly = commonParams;

// Dashboard.
export const dashboard = z.object({
  users_total: z.number().int(),
  users_new_24h: z.number().int(),
  demo_accounts_active: z.number().int(),
  sessions_active: z.number().int(),
  frozen_users: z.number().int(),
  /** Pending items per review queue; queues join as their modules land. */
  pending_reviews: z.array(z.object({ queue: z.string(), pending: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboard>;

// Users.
export const adminUserSummary = z.object({
  uid: z.number().int(),
  kind: z.enum(['real', 'demo']),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  area_code: z.string().nullable(),
  wallet_address: z.string().nullable(),
  nickname: z.string().nullable(),
  nationality: z.string().nullable(),
  login_frozen: z.boolean(),
  withdraw_frozen: z.boolean(),
  created_at: z.number().int(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummary>;
export const listUsersInput = commonParams.extend({
  ...pagingParams.shape,
  q: z.string().trim().max(254).optional().describe('Uid, email, phone or wallet address (partial)'),
  kind: z.enum(['real', 'demo']).optional(),
});
export const userPage = pageOf(adminUserSummary);

export const adminUserDetail = adminUserSummary.extend({
  invitation_code: z.string(),
  invited_by: z.number().int().nullable(),
  google_bound: z.boolean(),
  trade_password_set: z.boolean(),
  security_question: z.boolean(),
  failed_logins: z.number().int(),
  locked_until: z.number().int().nullable(),
  login_frozen_reason: z.string().nullable(),
  withdraw_frozen_reason: z.string().nullable(),
  demo_expires_at: z.number().int().nullable(),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      created_at: z.number().int(),
      expires_at: z.number().int(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
      active: z.boolean(),
    }),
  ),
  inbox: z.array(
    z.object({ id: z.number().int(), title: z.string(), read: z.boolean(), created_at: z.number().int() }),
  ),
  verification: z.object({
    primary: z.string(),
    advanced: z.string(),
    address: z.string(),
    risk_level: z.string(),
    credit_score: z.number().int().nullable(),
    loan_limit_usdt: z.string().optional().describe('Given only while loans are served'),
  }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;
export const userIdInput = commonParams.extend({ uid: id });
export const FREEZE_KINDS = ['login', 'withdraw'] as const;
export const freezeUserInput = commonParams.extend({ uid: id, kind: z.enum(FREEZE_KINDS), reason });
export const unfreezeUserInput = commonParams.extend({ uid: id, kind: z.enum(FREEZE_KINDS), reason });
export const resetUserGoogleInput = commonParams.extend({ uid: id, reason });
export const sendUserMessageInput = commonParams.extend({
  uid: id,
  title: z.string().trim().min(1, { message: 'field.required' }).max(120),
  body: z.string().trim().min(1, { message: 'field.required' }).max(5000),
});

// Staff management (superadmin).
export const staffSummary = staffMe.extend({
  disabled: z.boolean(),
  totp_bound: z.boolean(),
  created_at: z.number().int(),
  last_login_at: z.number().int().nullable(),
});
export type StaffSummary = z.infer<typeof staffSummary>;
const roles = z
  .union([z.array(z.enum(STAFF_ROLES)), z.string()])
  .transform((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v))
  .pipe(z.array(z.enum(STAFF_ROLES)).min(1, { message: 'field.required' }));
export const createStaffInput = commonParams.extend({
  email: z.string().trim().toLowerCase().email({ message: 'field.email' }),
  name: z.string().trim().min(1, { message: 'field.required' }).max(60),
  password: loginPassword,
  roles,
});
export const staffEnrolment = z.object({
  id: z.number().int(),
  totp_secret: z.string(),
  otpauth_url: z.string(),
});
export type StaffEnrolment = z.infer<typeof staffEnrolment>;
export const updateStaffInput = commonParams.extend({
  id,
  roles: roles.optional(),
  disabled: z
    .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
    .transform((v) => v === true || v === '1' || v === 'true')
    .optional(),
});

// Audit log.
export const auditEntry = z.object({
  id: z.number().int(),
  staff_id: z.number().int().nullable(),
  staff_email: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.number().int(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const listAuditInput = commonParams.extend({
  ...pagingParams.shape,
  staff_id: id.optional(),
  action: z.string().trim().max(60).optional(),
  target: z.string().trim().max(120).optional(),
});
export const auditPage = pageOf(auditEntry);

// Settings registry.
export const settingEntry = z.object({
  key: z.string(),
  value: z.unknown(),
  default_value: z.unknown(),
  description: z.string(),
  updated_at: z.number().int().nullable(),
});
export type SettingEntry = z.infer<typeof settingEntry>;
export const updateSettingInput = commonParams.extend({
  key: z.string().trim().min(1).max(80),
  value: z.string().max(10_000).describe('The new value as JSON'),
});

export const reasonParam = reason;

// Review queues: list / detail / assign / approve / reject with a reason, with history.
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const reviewQueue = z.object({
  name: z.string(),
  title: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  pending: z.number().int(),
});
export type ReviewQueueInfo = z.infer<typeof reviewQueue>;
export const reviewItem = z.object({
  id: z.number().int(),
  queue: z.string(),
  subject_id: z.string(),
  user_id: z.number().int().nullable(),
  summary: z
    .record(z.string(), z.unknown())
    .describe('What the reviewer needs to see, set by the owning module'),
  status: z.enum(REVIEW_STATUSES),
  assigned_to: z.number().int().nullable(),
  decided_by: z.number().int().nullable(),
  decided_at: z.number().int().nullable(),
  reason: z.string().nullable(),
  created_at: z.number().int(),
});
export type ReviewItem = z.infer<typeof reviewItem>;
export const reviewDetail = reviewItem.extend({
  history: z.array(
    z.object({
      staff_id: z.number().int().nullable(),
      event: z.string(),
      note: z.string().nullable(),
      created_at: z.number().int(),
    }),
  ),
});
export type ReviewDetail = z.infer<typeof reviewDetail>;
export const listReviewsInput = commonParams.extend({
  ...pagingParams.shape,
  queue: z.string().trim().min(1).max(60),
  status: z.enum(REVIEW_STATUSES).default('pending'),
});
export const reviewPage = pageOf(reviewItem);
export const reviewIdInput = commonParams.extend({ id });
export const approveReviewInput = commonParams.extend({ id, note: z.string().trim().max(500).optional() });
export const rejectReviewInput = commonParams.extend({ id, reason });

// Instruments (operations).
export const adminInstrumentRow = z.object({
  symbol: z.string(),
  category: z.string(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminInstrumentRow = z.infer<typeof adminInstrumentRow>;
export const updateInstrumentInput = commonParams.extend({
  symbol: z.string().trim().min(1).max(30),
  names: z.partialRecord(z.enum(LANGS), z.string().trim().min(1).max(60)).optional(),
  sort: intParam(0, 100_000).optional(),
});

// Credit score evaluation (compliance).
export const setCreditScoreInput = commonParams.extend({
  uid: id,
  score: intParam(0, 1000),
  reason,
});
