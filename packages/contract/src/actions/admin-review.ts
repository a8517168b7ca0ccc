/** Back office: the review queue (modules/admin/review-routes.ts). Declared with `action()` as spot.ts shows; see index.ts. */
export const adminReviewActions = [] as const;
