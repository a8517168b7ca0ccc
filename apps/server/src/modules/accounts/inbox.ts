import type { InboxMessage, InboxMessageDetail } from '@platform/contract';
import {
  displayAmount,
  interpolate,
  type Lang,
  MESSAGES,
  type NoticeText,
  type Page,
} from '@platform/contract';
import { present } from '../../platform/assert.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import { type InboxRow, inboxMessageOf, inboxPage, insertInbox, markInboxRead, unreadCount } from './repo.ts';

/** Parameters that are amounts of the message's `asset`: shown like every amount on screen (5,000 USDT). */
const AMOUNT_PARAMS = new Set(['amount', 'arrival', 'fee']);

/** Platform message templates: a title and a body text in the notices catalogue. */
export const INBOX_TEMPLATES = {
  welcome: { title: 'welcomeTitle', body: 'welcomeBody' },
  securityChange: { title: 'securityChangeTitle', body: 'securityChangeBody' },
  kycApproved: { title: 'kycApprovedTitle', body: 'kycApprovedBody' },
  kycRejected: { title: 'kycRejectedTitle', body: 'kycRejectedBody' },
  depositCredited: { title: 'depositCreditedTitle', body: 'depositCreditedBody' },
  depositRejected: { title: 'depositRejectedTitle', body: 'depositRejectedBody' },
  withdrawalPaid: { title: 'withdrawalPaidTitle', body: 'withdrawalPaidBody' },
  withdrawalRejected: { title: 'withdrawalRejectedTitle', body: 'withdrawalRejectedBody' },
} as const satisfies Record<string, { title: NoticeText; body: NoticeText }>;
export type InboxTemplate = keyof typeof INBOX_TEMPLATES;

const SUMMARY_MAX = 120;

/**
 * Messages to one user: platform notices (rendered in the reader's language) and operator
 * messages. Other modules send through `send` to tell users about reviews and settlements.
 */
export class Inbox {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly siteName: string,
  ) {}

  /** Parameters whose value names a notice text are translated too (e.g. which setting changed). */
  async send(db: DbOrTx, userId: number, template: InboxTemplate, params: Record<string, string> = {}) {
    return insertInbox(db, { userId, template, params, createdAt: new Date(this.clock.nowMs()) });
  }

  /** An operator's message, in the words the operator wrote. */
  async sendText(db: DbOrTx, userId: number, title: string, body: string) {
    return insertInbox(db, { userId, title, body, createdAt: new Date(this.clock.nowMs()) });
  }

  async list(userId: number, lang: Lang, page: number, pageSize: number): Promise<Page<InboxMessage>> {
    const { rows, total } = await inboxPage(this.db, userId, pageSize, (page - 1) * pageSize);
    return { items: rows.map((r) => this.summaryOf(r, lang)), total, page, pageSize };
  }

  async detail(userId: number, lang: Lang, id: number): Promise<InboxMessageDetail> {
    const row = await inboxMessageOf(this.db, userId, id);
    if (!row) throw new Refusal('ACCOUNT_MESSAGE_NOT_FOUND');
    if (!row.readAt) await markInboxRead(this.db, userId, new Date(this.clock.nowMs()), id);
    const text = this.render(row, lang);
    return { ...this.summaryOf(row, lang), read: true, body: text.body };
  }

  async markRead(userId: number, id: number | undefined): Promise<{ updated: number }> {
    if (id !== undefined && !(await inboxMessageOf(this.db, userId, id))) {
      throw new Refusal('ACCOUNT_MESSAGE_NOT_FOUND');
    }
    return { updated: await markInboxRead(this.db, userId, new Date(this.clock.nowMs()), id) };
  }

  unread(userId: number): Promise<number> {
    return unreadCount(this.db, userId);
  }

  private summaryOf(row: InboxRow, lang: Lang): InboxMessage {
    const text = this.render(row, lang);
    const flat = text.body.replace(/\s+/g, ' ');
    return {
      id: row.id,
      title: text.title,
      summary: flat.length > SUMMARY_MAX ? `${flat.slice(0, SUMMARY_MAX - 1)}…` : flat,
      read: row.readAt !== null,
      created_at: Math.floor(row.createdAt.getTime() / 1000),
    };
  }

  private render(row: InboxRow, lang: Lang): { title: string; body: string } {
    const template = row.template as InboxTemplate | null;
    if (!template || !Object.hasOwn(INBOX_TEMPLATES, template)) {
      // An operator's message is stored with its words; a template's with its name (sendText, send).
      return { title: present(row.title, 'message title'), body: present(row.body, 'message body') };
    }
    const notices = MESSAGES[lang].notices;
    const params: Record<string, string> = { site: this.siteName };
    const asset = row.params?.asset;
    for (const [k, v] of Object.entries(row.params ?? {})) {
      if (asset && AMOUNT_PARAMS.has(k)) params[k] = displayAmount(v, asset, lang);
      else params[k] = Object.hasOwn(notices, v) ? notices[v as NoticeText] : v;
    }
    const spec = INBOX_TEMPLATES[template];
    return { title: interpolate(notices[spec.title], params), body: interpolate(notices[spec.body], params) };
  }
}
