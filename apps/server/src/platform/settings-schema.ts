import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Operator settings: one JSON value per key. Defaults live in code (platform/settings.ts); a row
 * exists only once the operator changes a value, so the table never disagrees with the code.
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
