import { LANGS, type Lang } from '@platform/contract';
import { amountProblem, compareAmounts } from './amounts.ts';

/**
 * What an editor's form refuses before sending, by form path, so a typo costs no round trip.
 * Pure, so each rule is tested without a browser.
 */

/** A field the browser refuses before sending, by its form path. */
export interface FieldProblem {
  name: (string | number)[];
  message: string;
}

/** The language a field problem or refusal belongs to, so the editor can show that tab. */
export function problemLang(names: readonly (readonly (string | number)[])[]): Lang | undefined {
  const lang = names.find((n) => n[0] === 'texts')?.[1];
  return LANGS.find((l) => l === lang);
}

/**
 * The leaf paths of a form change (`{ texts: { en: { name } } }` is texts.en.name), so the editor
 * can clear the problem shown under a field as soon as it is edited. A change of a list row also
 * clears the problem of the whole list (its sum may be right now).
 */
export function changedPaths(changed: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof changed !== 'object' || changed === null) return [prefix];
  if (Array.isArray(changed)) {
    const rows = changed.flatMap((row, i) => (row === undefined ? [] : changedPaths(row, [...prefix, i])));
    return [prefix, ...rows];
  }
  return Object.entries(changed).flatMap(([key, value]) => changedPaths(value, [...prefix, key]));
}

/** The asset an editor's amounts are in, with the decimals it is held with. */
export interface AmountAsset {
  asset: string;
  scale: number;
}

/**
 * An order's range and any other amounts of one asset, trimmed, checked as the server checks
 * them: each a decimal of the asset's scale, under its own field, then the maximum not below the
 * minimum. Problems are added to `problems` in that order.
 */
export function checkAmounts<K extends string>(
  amounts: Readonly<Record<'min_amount' | 'max_amount' | K, string | undefined>>,
  { asset, scale }: AmountAsset,
  problems: FieldProblem[],
): Record<'min_amount' | 'max_amount' | K, string> {
  const trimmed = Object.fromEntries(
    Object.entries<string | undefined>(amounts).map(([name, text]) => [name, (text ?? '').trim()]),
  ) as Record<'min_amount' | 'max_amount' | K, string>;
  const problemOf = (text: string) => amountProblem(text, asset, scale);
  for (const [name, text] of Object.entries<string>(trimmed)) {
    const problem = problemOf(text);
    if (problem !== null) problems.push({ name: [name], message: problem });
  }
  const { min_amount: min, max_amount: max } = trimmed;
  if (problemOf(min) === null && problemOf(max) === null && compareAmounts(min, max) === 1)
    problems.push({ name: ['max_amount'], message: 'The maximum of an order is below its minimum.' });
  return trimmed;
}
