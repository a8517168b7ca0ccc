import type { Lang } from '@platform/contract';
import { bcp47 } from './lang.ts';

/** Dates in the user's language; the API gives Unix seconds (spec section 9). */
export function formatDate(lang: Lang, seconds: number): string {
  return new Intl.DateTimeFormat(bcp47(lang), { year: 'numeric', month: 'short', day: 'numeric' }).format(
    new Date(seconds * 1000),
  );
}
