import { z } from 'zod';
import { commonParams } from '../api/common.ts';
import {
  addCreditProofInput,
  creditState,
  kycImageUploaded,
  kycState,
  riskProfile,
  submitAddressInput,
  submitAdvancedInput,
  submitPrimaryInput,
  submitQuestionnaireInput,
} from '../api/kyc.ts';
import { action, COMMAND, QUERY } from './spec.ts';

const tags = ['verification'];

/** A verification photo: one multipart file field; its content is checked by the server, not here. */
const uploadKycImageInput = commonParams.extend({
  file: z.any().describe('Multipart file field: a JPG or PNG under 8 MB, checked by its content'),
});

/**
 * Primary verification takes the nationality fixed at registration; only an account without one
 * (wallet login) gives it here, and a malformed one is refused as an invalid field.
 */
const submitPrimaryWithNationalityInput = submitPrimaryInput.extend({
  nationality: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});

/** A level is submitted at most once at a time and never again once approved (kyc/model.ts). */
const SUBMIT_REFUSALS = ['KYC_REVIEW_PENDING', 'KYC_ALREADY_APPROVED'] as const;

/** Verification levels, their photos, the risk questionnaire and the credit score (spec sections 2, 3, 5). */
export const kycActions = [
  action({
    name: 'uploadKycImage',
    area: 'web',
    methods: COMMAND,
    tags,
    success: 'silent',
    summary: 'Upload a verification photo (multipart `file`: JPG/PNG under 8 MB; metadata removed)',
    input: uploadKycImageInput,
    output: kycImageUploaded,
    refusals: ['UPLOAD_IMAGE_INVALID', 'UPLOAD_IMAGE_UNREADABLE', 'UPLOAD_IMAGE_TOO_MANY_PIXELS'],
    permission: 'real-user',
  }),
  action({
    name: 'kycState',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Status of each verification level, with history',
    input: commonParams,
    output: kycState,
    refusals: [],
    permission: 'user',
  }),
  action({
    name: 'submitPrimary',
    area: 'web',
    methods: COMMAND,
    tags,
    success: 'sent',
    summary: 'Submit primary verification: name, document and three photos',
    input: submitPrimaryWithNationalityInput,
    output: z.null(),
    refusals: [...SUBMIT_REFUSALS, 'KYC_IMAGE_NOT_FOUND'],
    permission: 'real-user',
  }),
  action({
    name: 'submitAdvanced',
    area: 'web',
    methods: COMMAND,
    tags,
    success: 'sent',
    summary: 'Submit advanced verification (bank name and card number); needs primary approved',
    input: submitAdvancedInput,
    output: z.null(),
    refusals: [...SUBMIT_REFUSALS, 'KYC_PRIMARY_REQUIRED'],
    permission: 'real-user',
  }),
  action({
    name: 'submitAddress',
    area: 'web',
    methods: COMMAND,
    tags,
    success: 'sent',
    summary: 'Submit address verification: address and a utility bill photo',
    input: submitAddressInput,
    output: z.null(),
    refusals: [...SUBMIT_REFUSALS, 'KYC_IMAGE_NOT_FOUND'],
    permission: 'real-user',
  }),
  action({
    name: 'riskProfile',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Risk level, its investment cap and every level cap',
    input: commonParams,
    output: riskProfile,
    refusals: [],
    permission: 'user',
  }),
  action({
    name: 'submitQuestionnaire',
    area: 'web',
    methods: COMMAND,
    tags,
    success: 'saved',
    summary: 'Answer the risk questionnaire; returns the new level and cap',
    input: submitQuestionnaireInput,
    output: riskProfile,
    refusals: [],
    permission: 'user',
  }),
  action({
    name: 'creditState',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Credit score, proofs and the loan limit (needs identity verification)',
    input: commonParams,
    output: creditState,
    refusals: ['KYC_IDENTITY_REQUIRED'],
    permission: 'user',
  }),
  action({
    name: 'addCreditProof',
    area: 'web',
    methods: COMMAND,
    tags,
    success: 'saved',
    summary: 'Add an uploaded photo (uploadKycImage) as proof for the credit evaluation',
    input: addCreditProofInput,
    output: z.null(),
    refusals: ['KYC_IDENTITY_REQUIRED', 'KYC_IMAGE_NOT_FOUND', 'KYC_PROOFS_TOO_MANY'],
    permission: 'real-user',
  }),
] as const;
