import { z } from 'zod';
import {
  approveReviewInput,
  listReviewsInput,
  rejectReviewInput,
  reviewDetail,
  reviewIdInput,
  reviewPage,
  reviewQueue,
  staffOnly,
} from '../api/admin.ts';
import { ANY_STAFF, action, COMMAND } from './spec.ts';

/**
 * Any staff member reaches these actions; each queue then admits only its own roles (refused
 * with AUTH_FORBIDDEN), which the server checks against the queue of the item.
 */
const reviewAction = {
  area: 'admin',
  methods: COMMAND,
  tags: ['back office'],
  permission: ANY_STAFF,
} as const;

/**
 * What carrying a decision out may refuse: the queue's module acts in the deciding transaction
 * (an adjustment approved by the staff member who asked for it, a deposit whose asset has no
 * price, a debit adjustment larger than the balance).
 */
const decisionRefusals = [
  'REVIEW_NOT_FOUND',
  'REVIEW_QUEUE_UNKNOWN',
  'REVIEW_ALREADY_DECIDED',
  'LEDGER_ADJUSTMENT_SELF_APPROVAL',
  'WALLET_PRICE_UNAVAILABLE',
  'LEDGER_INSUFFICIENT_BALANCE',
] as const;

/** The review pattern every queue shares: list, detail with history, assign, approve, reject with a reason. */
export const adminReviewActions = [
  action({
    ...reviewAction,
    name: 'listReviewQueues',
    success: 'silent',
    summary: 'Review queues this staff member may work, with pending counts',
    input: staffOnly,
    output: z.array(reviewQueue),
    refusals: [],
  }),
  action({
    ...reviewAction,
    name: 'listReviews',
    success: 'silent',
    summary: 'Items of one queue by status (pending oldest first)',
    input: listReviewsInput,
    output: reviewPage,
    refusals: ['REVIEW_QUEUE_UNKNOWN'],
  }),
  action({
    ...reviewAction,
    name: 'getReview',
    success: 'silent',
    summary: 'One review item with its history',
    input: reviewIdInput,
    output: reviewDetail,
    refusals: ['REVIEW_NOT_FOUND', 'REVIEW_QUEUE_UNKNOWN'],
  }),
  action({
    ...reviewAction,
    name: 'assignReview',
    success: 'saved',
    summary: 'Take a pending item',
    input: reviewIdInput,
    output: z.null(),
    refusals: ['REVIEW_NOT_FOUND', 'REVIEW_QUEUE_UNKNOWN', 'REVIEW_ALREADY_DECIDED'],
  }),
  action({
    ...reviewAction,
    name: 'approveReview',
    success: 'saved',
    summary: 'Approve a pending item (optional note)',
    input: approveReviewInput,
    output: z.null(),
    refusals: decisionRefusals,
  }),
  action({
    ...reviewAction,
    name: 'rejectReview',
    success: 'saved',
    summary: 'Reject a pending item with a reason the user sees',
    input: rejectReviewInput,
    output: z.null(),
    refusals: ['REVIEW_NOT_FOUND', 'REVIEW_QUEUE_UNKNOWN', 'REVIEW_ALREADY_DECIDED'],
  }),
] as const;
