import {
  type Asset,
  isAsset,
  RECORD_KINDS,
  WALLET_TYPES,
  type WalletType,
  type WebInput,
} from '@platform/contract';

/**
 * The filters of the account records screen: read from and written to the address (so a filtered
 * view survives a reload and can be shared), and turned into the query of `accountRecords` and of
 * the CSV export. Dates are the user's local calendar days, as a date input gives them.
 */

export type RecordKind = (typeof RECORD_KINDS)[number];

export interface RecordFilters {
  asset?: Asset;
  type?: WalletType;
  kind?: RecordKind;
  /** First day shown, `YYYY-MM-DD`, inclusive. */
  from?: string;
  /** Last day shown, `YYYY-MM-DD`, inclusive. */
  to?: string;
}

/** What `accountRecords` is asked: the filters in its own terms, and the page. */
export type RecordsQuery = WebInput<'accountRecords'>;

/** Rows per page of the records list (the server allows at most 100). */
export const RECORDS_PAGE_SIZE = 20;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isWalletType = (value: string): value is WalletType =>
  (WALLET_TYPES as readonly string[]).includes(value);
export const isRecordKind = (value: string): value is RecordKind =>
  (RECORD_KINDS as readonly string[]).includes(value);

/** A calendar day as `[year, month (1-12), day]`, or null when the text is not a real date. */
function dayParts(text: string): [number, number, number] | null {
  const match = DAY_PATTERN.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(y, m - 1, d);
  // The Date constructor rolls 2024-02-31 over into March; such a day is refused instead.
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return null;
  return [y, m, d];
}

/** Unix seconds of local midnight at the start of the day, `offsetDays` later. */
function dayStartSeconds(text: string, offsetDays: number): number | undefined {
  const parts = dayParts(text);
  if (!parts) return undefined;
  const [y, m, d] = parts;
  // Built from calendar fields, not by adding 86 400 s, so a daylight-saving change stays exact.
  return new Date(y, m - 1, d + offsetDays).getTime() / 1000;
}

/** The filters an address asks for; unknown values are dropped rather than sent to the server. */
export function readFilters(search: URLSearchParams): RecordFilters {
  const filters: RecordFilters = {};
  const asset = search.get('asset');
  const type = search.get('type');
  const kind = search.get('kind');
  const from = search.get('from');
  const to = search.get('to');
  if (asset && isAsset(asset)) filters.asset = asset;
  if (type && isWalletType(type)) filters.type = type;
  if (kind && isRecordKind(kind)) filters.kind = kind;
  if (from && dayParts(from)) filters.from = from;
  if (to && dayParts(to)) filters.to = to;
  return filters;
}

/** The page an address asks for; anything that is not a positive whole number is page 1. */
export function readPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The address of a filtered view; page 1 is left out so the plain address is the first page. */
export function filtersSearch(filters: RecordFilters, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['asset', 'type', 'kind', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  if (page > 1) search.set('page', String(page));
  return search;
}

/** A range that ends before it starts finds nothing; the screen says so instead of asking. */
export function filtersProblem(filters: RecordFilters): 'dateOrder' | null {
  if (filters.from && filters.to && filters.from > filters.to) return 'dateOrder';
  return null;
}

/**
 * The filter part of the records query: `from` is the start of the first day (inclusive) and
 * `to` the start of the day after the last one (the server treats it as exclusive).
 */
export function filterParams(filters: RecordFilters): RecordsQuery {
  const params: RecordsQuery = {};
  if (filters.asset) params.asset = filters.asset;
  if (filters.type) params.type = filters.type;
  if (filters.kind) params.kind = filters.kind;
  const from = filters.from ? dayStartSeconds(filters.from, 0) : undefined;
  const to = filters.to ? dayStartSeconds(filters.to, 1) : undefined;
  if (from !== undefined) params.from = from;
  if (to !== undefined) params.to = to;
  return params;
}

/** The parameters of one page of `accountRecords`. */
export function recordsParams(filters: RecordFilters, page: number): RecordsQuery {
  return { page, pageSize: RECORDS_PAGE_SIZE, ...filterParams(filters) };
}

/**
 * The CSV export of the filtered records, a plain download. A link cannot send headers, so the
 * session token travels in the query like every other GET call (as the kyc photo links do), with
 * the language of the column titles and a fresh rtoken.
 */
export function recordsCsvUrl(
  filters: RecordFilters,
  request: { token: string; lang: string; rtoken: string },
): string {
  const search = new URLSearchParams({ token: request.token });
  for (const [key, value] of Object.entries(filterParams(filters))) search.set(key, String(value));
  search.set('lang', request.lang);
  search.set('rtoken', request.rtoken);
  return `/api/web/accountRecordsCsv?${search}`;
}
