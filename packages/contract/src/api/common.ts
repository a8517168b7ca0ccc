import { z } from 'zod';
import { PAGE_SIZE_MAX, RTOKEN_MAX_LENGTH, RTOKEN_MIN_LENGTH } from './limits.ts';

/** Parameters every action accepts (query for GET, body for POST). */
export const commonParams = z.object({
  lang: z.string().max(8).optional().describe('Language code: en, xby, jp, hy, ty, yn, zh, ft'),
  rtoken: z
    .string()
    .min(RTOKEN_MIN_LENGTH)
    .max(RTOKEN_MAX_LENGTH)
    .describe('Random request token, 6-16 chars'),
  token: z.string().max(128).optional().describe('Session token (or Authorization: Bearer)'),
});

/** Query strings and form bodies carry numbers as text; this accepts both and refuses fractions. */
export const intParam = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** The ledger books a back-office view can look at. */
export const BOOKS = ['real', 'demo'] as const;

/** Filters the back-office views of trading share: the book (real unless asked), a customer, an instrument, a time. */
export const viewFilters = {
  book: z.enum(BOOKS, { message: 'field.unknownValue' }).default('real'),
  uid: intParam(1, Number.MAX_SAFE_INTEGER),
  symbol: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{2,20}$/, { message: 'field.unknownValue' }),
  /** Unix seconds. */
  time: intParam(0, 10_000_000_000),
};

export const pagingParams = z.object({
  page: intParam(1, 100_000).default(1),
  pageSize: intParam(1, PAGE_SIZE_MAX).default(20),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
