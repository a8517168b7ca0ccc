import { KYC_LEVELS, KYC_REVIEW_SUMMARIES, type KycReviewSummary } from '@platform/contract';
import { adminFileUrl, labelOf, valueText } from './review-model.ts';

/**
 * How the review pages show a verification (kyc.*) review item. The kyc module writes the
 * submitted fields plus `images: { <role>: <image id> }` into the summary, typed by the level's
 * schema (packages/contract review-summaries.ts), and this page parses it with the same schema:
 * known fields get readable labels and values, the photos become thumbnails, anything else stays
 * generic, and a summary that does not parse is shown as unreadable.
 */

/** The verification queues: kyc.primary, kyc.advanced, kyc.address. */
export function isKycQueue(queue: string): boolean {
  return queue.startsWith('kyc.');
}

const FIELD_LABELS: Readonly<Record<string, string>> = {
  real_name: 'Real name',
  document_type: 'Document type',
  document_number: 'Document number',
  nationality: 'Nationality',
  bank_name: 'Bank name',
  card_number: 'Card number',
  address: 'Address',
  images: 'Photos',
};

const IMAGE_LABELS: Readonly<Record<string, string>> = {
  front: 'Front',
  back: 'Back',
  holding: 'Holding the document',
  bill: 'Utility bill',
};

/** The order photos are shown in; roles the viewer does not know follow in summary order. */
const IMAGE_ORDER = Object.keys(IMAGE_LABELS);

/** A verification item's summary parsed with its level's schema, or null when it does not parse. */
export function readKycSummary(queue: string, summary: unknown): KycReviewSummary | null {
  const level = KYC_LEVELS.find((l) => queue === `kyc.${l}`);
  if (level === undefined) return null;
  const parsed = KYC_REVIEW_SUMMARIES[level].safeParse(summary);
  return parsed.success ? parsed.data : null;
}

/** A summary key as a label: the known verification fields by name, anything else generically. */
export function summaryLabel(key: string): string {
  return FIELD_LABELS[key] ?? labelOf(key);
}

/** A photo role as a label: "holding" reads "Holding the document". */
export function imageLabel(role: string): string {
  return IMAGE_LABELS[role] ?? labelOf(role);
}

/** Document types of spec section 3, by their number. */
export const DOCUMENT_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: 'ID card',
  2: 'Passport',
  3: "Driver's licence",
  4: 'Residence permit',
  5: 'Other',
};

/** A document type as its name; a number the viewer does not know shows as itself. */
export function documentTypeName(value: unknown): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n === 'number' && DOCUMENT_TYPE_NAMES[n]) return DOCUMENT_TYPE_NAMES[n];
  return value === null || value === undefined || value === '' ? '—' : `Unknown (${valueText('', value)})`;
}

/** A card number with everything but the last 4 digits hidden: "••••••••••••1234". */
export function maskCardNumber(value: string): string {
  const visible = value.length > 4 ? value.slice(-4) : '';
  return '•'.repeat(value.length - visible.length) + visible;
}

/** The photo bytes of a verification image; GET carries token and rtoken as query parameters. */
export function kycImageUrl(id: string, token: string | null, rtoken: string): string {
  return adminFileUrl('kycImage', id, token, rtoken);
}

export type KycField =
  | { kind: 'text'; key: string; label: string; value: string }
  /** A card number: shown masked until the reviewer asks to see it. */
  | { kind: 'secret'; key: string; label: string; value: string; masked: string };

export interface KycImage {
  role: string;
  label: string;
  id: string;
}

export interface KycSummary {
  fields: KycField[];
  /** Empty when the submission has no photos. */
  images: KycImage[];
}

/** The summary split into labelled fields (in the order the module wrote them) and photos. */
export function kycSummary(summary: KycReviewSummary): KycSummary {
  const fields: KycField[] = [];
  const images = Object.entries(summary.images)
    .filter(([, id]) => id !== '')
    .map(([role, id]) => ({ role, label: imageLabel(role), id }))
    .sort((a, b) => rank(a.role) - rank(b.role));
  for (const [key, value] of Object.entries(summary)) {
    const label = summaryLabel(key);
    if (key === 'images') {
      // A role without an image id is named, so the reviewer sees the photo is missing.
      for (const [role, id] of Object.entries(summary.images))
        if (id === '')
          fields.push({
            kind: 'text',
            key: `images.${role}`,
            label: `Photo: ${imageLabel(role)}`,
            value: '—',
          });
    } else if (key === 'document_type') {
      fields.push({ kind: 'text', key, label, value: documentTypeName(value) });
    } else if (key === 'card_number' && typeof value === 'string' && value !== '') {
      fields.push({ kind: 'secret', key, label, value, masked: maskCardNumber(value) });
    } else {
      fields.push({ kind: 'text', key, label, value: valueText(key, value) });
    }
  }
  return { fields, images };
}

function rank(role: string): number {
  const i = IMAGE_ORDER.indexOf(role);
  return i === -1 ? IMAGE_ORDER.length : i;
}

/**
 * A verification item in one line for the queue's table: its first fields (a card number masked)
 * and how many photos it has, never the photos' ids; null when the summary cannot be read.
 */
export function kycSummaryLine(queue: string, summary: unknown): string | null {
  const read = readKycSummary(queue, summary);
  if (read === null) return null;
  const { fields, images } = kycSummary(read);
  const parts = fields.slice(0, 3).map((f) => `${f.label}: ${f.kind === 'secret' ? f.masked : f.value}`);
  if (images.length > 0) parts.push(images.length === 1 ? '1 photo' : `${images.length} photos`);
  return parts.join(' · ');
}
