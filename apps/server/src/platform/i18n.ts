import {
  type FieldMessage,
  interpolate,
  type Lang,
  MESSAGES,
  type Reason,
  type SuccessMessage,
} from '@platform/contract';

/** Localized texts of the server's own messages (envelope `message`, validation fields). */
export function reasonText(lang: Lang, reason: Reason, params?: Record<string, string | number>): string {
  return interpolate(MESSAGES[lang].reasons[reason], params);
}

export function fieldText(lang: Lang, key: FieldMessage, params?: Record<string, string | number>): string {
  return interpolate(MESSAGES[lang].fields[key], params);
}

export function successText(lang: Lang, key: SuccessMessage): string {
  return MESSAGES[lang].success[key];
}
