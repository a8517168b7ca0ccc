import {
  displayAmount,
  type FieldMessage,
  groupDecimalText,
  interpolate,
  type Lang,
  MESSAGES,
  type Reason,
  type SuccessMessage,
  trimDecimalZeros,
} from '@platform/contract';

/**
 * A figure in a message, written out in the reader's language when the message is rendered
 * (their grouping and decimal sign, trailing zeros dropped). A `bound` (a minimum, a maximum, a
 * price a stop must clear) keeps every significant digit, so the rule is never misstated; an
 * amount of an `asset` someone holds or has done is rounded down to the asset's display decimals.
 */
export type Figure =
  | { readonly kind: 'bound'; readonly value: string }
  | { readonly kind: 'amount'; readonly value: string; readonly asset: string };

export type MessageParam = string | number | Figure;
export type MessageParams = Record<string, MessageParam>;

/** A limit or threshold as a decimal string ('0.000001', '900.000000'): shown exactly, trimmed. */
export const bound = (value: string): Figure => ({ kind: 'bound', value });

/** An amount of an asset as a decimal string: shown at the asset's display precision. */
export const assetAmount = (value: string, asset: string): Figure => ({ kind: 'amount', value, asset });

function figureText(lang: Lang, figure: Figure): string {
  return figure.kind === 'bound'
    ? groupDecimalText(trimDecimalZeros(figure.value), lang)
    : displayAmount(figure.value, figure.asset, lang);
}

/** The parameters of a message as text in one language. */
export function renderParams(lang: Lang, params: MessageParams = {}): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'object' ? figureText(lang, value) : value,
    ]),
  );
}

/** Localized texts of the server's own messages (envelope `message`, validation fields). */
export function reasonText(lang: Lang, reason: Reason, params?: MessageParams): string {
  return interpolate(MESSAGES[lang].reasons[reason], renderParams(lang, params));
}

/**
 * A field message; its `min` and `max` are always numeric bounds (a length, a smallest amount),
 * so a bound given as a decimal string is written in the language like any other bound.
 */
export function fieldText(lang: Lang, key: FieldMessage, params?: MessageParams): string {
  const figures: MessageParams = { ...params };
  for (const name of ['min', 'max'] as const) {
    const value = figures[name];
    if (typeof value === 'string' || typeof value === 'number') figures[name] = bound(String(value));
  }
  return interpolate(MESSAGES[lang].fields[key], renderParams(lang, figures));
}

export function successText(lang: Lang, key: SuccessMessage): string {
  return MESSAGES[lang].success[key];
}
