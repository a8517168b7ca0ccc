import { SECURITY_QUESTION_IDS } from '@platform/contract';

/** Translation keys of the security questions of spec section 3, by id. */
export const QUESTION_KEYS = {
  1: 'question.friend',
  2: 'question.idol',
  3: 'question.place',
} as const satisfies Record<(typeof SECURITY_QUESTION_IDS)[number], string>;

export function questionKey(id: number) {
  return QUESTION_KEYS[id as keyof typeof QUESTION_KEYS] ?? 'question.unknown';
}

export { SECURITY_QUESTION_IDS };
