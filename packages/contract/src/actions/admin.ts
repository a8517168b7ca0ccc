import { z } from 'zod';
import {
  adminInstrumentRow,
  adminUserDetail,
  auditPage,
  createStaffInput,
  dashboard,
  freezeUserInput,
  listAuditInput,
  listUsersInput,
  resetUserGoogleInput,
  sendUserMessageInput,
  setCreditScoreInput,
  settingEntry,
  staffEnrolment,
  staffLoginInput,
  staffLoginResult,
  staffMe,
  staffOnly,
  staffSummary,
  unfreezeUserInput,
  updateInstrumentInput,
  updateSettingInput,
  updateStaffInput,
  userIdInput,
  userPage,
} from '../api/admin.ts';
import { ANY_STAFF, action, COMMAND } from './spec.ts';

/** Back-office actions are POST only; staff roles are checked on the server before the input. */
const staffAction = { area: 'admin', methods: COMMAND, tags: ['back office'] } as const;

export const setInstrumentEnabledInput = staffOnly.extend({
  symbol: z.string().trim().min(1).max(30),
  enabled: z
    .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
    .transform((v) => v === true || v === '1' || v === 'true'),
});

/** The staff session (login, logout, who am I) and the dashboard's figures. */
const sessionActions = [
  action({
    ...staffAction,
    name: 'staffLogin',
    success: 'loggedIn',
    summary: 'Staff login with password and authenticator code',
    input: staffLoginInput,
    output: staffLoginResult,
    refusals: ['ADMIN_CREDENTIALS_INVALID', 'ADMIN_TOTP_INVALID', 'ADMIN_LOCKED'],
    permission: 'public',
  }),
  action({
    ...staffAction,
    name: 'staffLogout',
    success: 'loggedOut',
    summary: 'End this staff session',
    input: staffOnly,
    output: z.null(),
    refusals: [],
    permission: ANY_STAFF,
  }),
  action({
    ...staffAction,
    name: 'staffMe',
    success: 'silent',
    summary: 'The staff member of this session',
    input: staffOnly,
    output: staffMe,
    refusals: [],
    permission: ANY_STAFF,
  }),
  action({
    ...staffAction,
    name: 'getDashboard',
    success: 'silent',
    summary: 'Figures for the dashboard',
    input: staffOnly,
    output: dashboard,
    refusals: [],
    permission: ANY_STAFF,
  }),
] as const;

/** Customers: search and detail for every role; freezes, Google reset and credit score for compliance. */
const userActions = [
  action({
    ...staffAction,
    name: 'listUsers',
    success: 'silent',
    summary: 'Search customers (paged)',
    input: listUsersInput,
    output: userPage,
    refusals: [],
    permission: ANY_STAFF,
  }),
  action({
    ...staffAction,
    name: 'getUser',
    success: 'silent',
    summary: 'One customer with sessions, inbox, verification, risk level and credit',
    input: userIdInput,
    output: adminUserDetail,
    refusals: ['ADMIN_USER_NOT_FOUND'],
    permission: ANY_STAFF,
  }),
  action({
    ...staffAction,
    name: 'freezeUser',
    success: 'saved',
    summary: "Freeze a customer's login or withdrawals, with a reason",
    input: freezeUserInput,
    output: z.null(),
    refusals: ['ADMIN_USER_NOT_FOUND'],
    permission: { staff: ['compliance'] },
  }),
  action({
    ...staffAction,
    name: 'unfreezeUser',
    success: 'saved',
    summary: "Unfreeze a customer's login or withdrawals, with a reason",
    input: unfreezeUserInput,
    output: z.null(),
    refusals: ['ADMIN_USER_NOT_FOUND'],
    permission: { staff: ['compliance'] },
  }),
  action({
    ...staffAction,
    name: 'resetUserGoogle',
    success: 'saved',
    summary: "Remove a customer's Google verification",
    input: resetUserGoogleInput,
    output: z.null(),
    refusals: ['ADMIN_USER_NOT_FOUND', 'ACCOUNT_GOOGLE_NOT_BOUND'],
    permission: { staff: ['compliance'] },
  }),
  action({
    ...staffAction,
    name: 'sendUserMessage',
    success: 'sent',
    summary: "Write to a customer's inbox",
    input: sendUserMessageInput,
    output: z.null(),
    refusals: ['ADMIN_USER_NOT_FOUND'],
    permission: { staff: ['support'] },
  }),
  action({
    ...staffAction,
    name: 'setCreditScore',
    success: 'saved',
    summary: "Set a customer's credit score (0-1000) with a reason",
    input: setCreditScoreInput,
    output: z.null(),
    refusals: ['ADMIN_USER_NOT_FOUND'],
    permission: { staff: ['compliance'] },
  }),
] as const;

/** Staff accounts (the superadmin) and the audit log (compliance, read-only). */
const staffActions = [
  action({
    ...staffAction,
    name: 'listStaff',
    success: 'silent',
    summary: 'All staff accounts',
    input: staffOnly,
    output: z.array(staffSummary),
    refusals: [],
    permission: { staff: ['superadmin'] },
  }),
  action({
    ...staffAction,
    name: 'createStaff',
    success: 'saved',
    summary: 'Create a staff account; returns its TOTP enrolment once',
    input: createStaffInput,
    output: staffEnrolment,
    refusals: ['ADMIN_STAFF_EXISTS'],
    permission: { staff: ['superadmin'] },
  }),
  action({
    ...staffAction,
    name: 'updateStaff',
    success: 'saved',
    summary: 'Change roles or disable a staff account',
    input: updateStaffInput,
    output: z.null(),
    refusals: ['ADMIN_STAFF_NOT_FOUND', 'ADMIN_LAST_SUPERADMIN'],
    permission: { staff: ['superadmin'] },
  }),
  action({
    ...staffAction,
    name: 'listAudit',
    success: 'silent',
    summary: 'The audit log, newest first (read-only)',
    input: listAuditInput,
    output: auditPage,
    refusals: [],
    permission: { staff: ['compliance'] },
  }),
] as const;

/** Operator settings and the instrument catalogue: every role reads them, operations change them. */
const operationsActions = [
  action({
    ...staffAction,
    name: 'listSettings',
    success: 'silent',
    summary: 'Every operator setting with its value and default',
    input: staffOnly,
    output: z.array(settingEntry),
    refusals: [],
    permission: ANY_STAFF,
  }),
  action({
    ...staffAction,
    name: 'updateSetting',
    success: 'saved',
    summary: 'Change one operator setting (value as JSON)',
    input: updateSettingInput,
    output: z.null(),
    refusals: ['ADMIN_SETTING_UNKNOWN', 'ADMIN_SETTING_INVALID'],
    permission: { staff: ['operations'] },
  }),
  action({
    ...staffAction,
    name: 'listInstruments',
    success: 'silent',
    summary: 'The instrument catalogue, enabled or not',
    input: staffOnly,
    output: z.array(adminInstrumentRow),
    refusals: [],
    permission: ANY_STAFF,
  }),
  action({
    ...staffAction,
    name: 'updateInstrument',
    success: 'saved',
    summary: 'Rename an instrument (per language) or change its display order',
    input: updateInstrumentInput,
    output: z.null(),
    refusals: ['MARKET_UNKNOWN_SYMBOL'],
    permission: { staff: ['operations'] },
  }),
  action({
    ...staffAction,
    name: 'setInstrumentEnabled',
    success: 'saved',
    summary: 'Enable or disable an instrument',
    input: setInstrumentEnabledInput,
    output: z.null(),
    refusals: ['MARKET_UNKNOWN_SYMBOL'],
    permission: { staff: ['operations'] },
  }),
] as const;

/** Back-office actions of modules/admin/routes.ts: the staff session, customers, staff, settings, instruments. */
export const backOfficeActions = [
  ...sessionActions,
  ...userActions,
  ...staffActions,
  ...operationsActions,
] as const;
