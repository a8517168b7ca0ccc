import type { BankCard } from '@platform/contract';

/**
 * Pure rules of the bank card form, the browser-side copy of the contract's bankCardFields. The
 * server checks again and its field messages replace these when it answers.
 */
export const BANK_LIMITS = {
  bank_name: 80,
  account_number: 40,
  swift_code: 11,
  routing_number: 40,
  bank_address: 200,
  payee_name: 80,
  phone: 30,
  address: 200,
} as const;

export const ACCOUNT_NUMBER_PATTERN = /^[A-Za-z0-9 -]{6,40}$/;
/** A SWIFT/BIC code has 8 or 11 letters and digits. */
export const SWIFT_PATTERN = /^([A-Z0-9]{8}|[A-Z0-9]{11})$/;

export type BankCardValues = {
  [K in keyof typeof BANK_LIMITS]: string;
};

export const EMPTY_BANK_CARD: BankCardValues = {
  bank_name: '',
  account_number: '',
  swift_code: '',
  routing_number: '',
  bank_address: '',
  payee_name: '',
  phone: '',
  address: '',
};

/** A saved card as form values; a field the card does not have is an empty input, not a text. */
export function cardToValues(card: BankCard): BankCardValues {
  return {
    bank_name: card.bank_name,
    account_number: card.account_number,
    swift_code: card.swift_code ?? '',
    routing_number: card.routing_number ?? '',
    bank_address: card.bank_address ?? '',
    payee_name: card.payee_name,
    phone: card.phone ?? '',
    address: card.address ?? '',
  };
}

/** The values to send: trimmed, the SWIFT code upper-cased as the server stores it. */
export function valuesToInput(values: BankCardValues): BankCardValues {
  const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as BankCardValues;
  return { ...trimmed, swift_code: trimmed.swift_code.toUpperCase() };
}

/** An account number with only its last four characters shown, as on a statement. */
export function maskAccount(account: string): string {
  const plain = account.replace(/[\s-]/g, '');
  if (plain.length <= 4) return plain;
  return `•••• ${plain.slice(-4)}`;
}

/** The id of the card to edit from /bankAdd?id=N; null for a new card or a malformed id. */
export function editId(param: string | null): number | null {
  if (param === null || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
