import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { DbOrTx } from '../../platform/db.ts';
import { insertOutbox } from './repo.ts';

/** Sends mail to the outside world. The SMTP adapter below is the real one. */
export interface MailTransport {
  readonly name: string;
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/**
 * Sends text messages to phones. No gateway is built in: an operator plugs an adapter of their
 * SMS provider in here; until then messages go to the outbox.
 */
export interface SmsGateway {
  readonly name: string;
  send(message: { to: string; text: string }): Promise<void>;
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}

/**
 * Delivers verification codes and notices by mail or SMS. Without a transport the message is
 * written to the outbox table and a log line, where a developer and the tests read it.
 */
export class Notifier {
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly mail: MailTransport | undefined,
    private readonly sms: SmsGateway | undefined,
  ) {}

  async email(db: DbOrTx, to: string, subject: string, text: string): Promise<void> {
    if (this.mail) {
      await this.mail.send({ to, subject, text });
      return;
    }
    await this.toOutbox(db, 'email', to, subject, text);
  }

  async text(db: DbOrTx, to: string, text: string): Promise<void> {
    if (this.sms) {
      await this.sms.send({ to, text });
      return;
    }
    await this.toOutbox(db, 'sms', to, '', text);
  }

  private async toOutbox(
    db: DbOrTx,
    channel: 'email' | 'sms',
    target: string,
    subject: string,
    body: string,
  ) {
    await insertOutbox(db, { channel, target, subject, body, delivery: 'outbox' });
    this.log.info({ outbox: { channel, target, subject, body } }, 'outbox message (no transport configured)');
  }
}
