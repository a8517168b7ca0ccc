import { randomInt } from 'node:crypto';
import type { AccountType, CodePurpose, Lang } from '@platform/contract';
import { interpolate, MESSAGES } from '@platform/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import {
  CODE_RESEND_MS,
  CODE_TTL_MS,
  checkCode,
  checkCodeRequest,
  codeFromRandom,
  codeHash,
} from './model.ts';
import type { Notifier } from './notifier.ts';
import {
  codesFromIpSince,
  consumeCode,
  countCodeAttempt,
  insertCode,
  latestCodeForUpdate,
  recentCodeTimes,
} from './repo.ts';

export interface CodeTarget {
  channel: AccountType;
  /** Lower-case email, or +<area code><number>. */
  target: string;
}

/**
 * Verification codes (issue: expire after 10 minutes, single use, at most 5 attempts, limited
 * per target and per address). Only a hash bound to target and purpose is stored.
 */
export class VerificationCodes {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
    private readonly siteName: string,
  ) {}

  async send(
    to: CodeTarget,
    purpose: CodePurpose,
    lang: Lang,
    ip: string,
    opts: { deliver: boolean } = { deliver: true },
  ): Promise<{ expiresIn: number; resendIn: number }> {
    const now = this.clock.nowMs();
    const hourAgo = new Date(now - 3_600_000);
    const [targetTimes, ipCount] = await Promise.all([
      recentCodeTimes(this.db, to.target, hourAgo),
      codesFromIpSince(this.db, ip, hourAgo),
    ]);
    const allowed = checkCodeRequest(targetTimes, ipCount, now);
    if (!allowed.ok) {
      throw allowed.reason === 'ACCOUNT_CODE_TOO_SOON'
        ? new Refusal(allowed.reason, { seconds: allowed.seconds })
        : new Refusal(allowed.reason);
    }
    const code = codeFromRandom(randomInt(0, 2 ** 32 - 1));
    await this.db.transaction(async (tx) => {
      await insertCode(tx, {
        channel: to.channel === 'email' ? 'email' : 'sms',
        target: to.target,
        purpose,
        codeHash: codeHash(to.target, purpose, code),
        ip,
        createdAt: new Date(now),
        expiresAt: new Date(now + CODE_TTL_MS),
      });
      // An undelivered code still counts towards the limits, so both replies look alike.
      if (opts.deliver) await this.deliver(tx, to, code, lang);
    });
    return { expiresIn: CODE_TTL_MS / 1000, resendIn: CODE_RESEND_MS / 1000 };
  }

  private async deliver(db: DbOrTx, to: CodeTarget, code: string, lang: Lang): Promise<void> {
    const texts = MESSAGES[lang].notices;
    const params = { site: this.siteName, code, minutes: CODE_TTL_MS / 60_000 };
    const body = interpolate(texts.codeBody, params);
    if (to.channel === 'email') {
      await this.notifier.email(db, to.target, interpolate(texts.codeSubject, params), body);
    } else {
      await this.notifier.text(db, to.target, body);
    }
  }

  /**
   * Consumes the latest code for the target in its own transaction, called after the use case's
   * other checks passed. A wrong code counts an attempt that survives the refusal.
   */
  async consume(to: CodeTarget, purpose: CodePurpose, code: string): Promise<void> {
    const now = this.clock.nowMs();
    const refusal = await this.db.transaction(async (tx) => {
      const latest = await latestCodeForUpdate(tx, to.target, purpose);
      const check = checkCode(
        latest && {
          codeHash: latest.codeHash,
          attempts: latest.attempts,
          expiresAtMs: latest.expiresAt.getTime(),
          consumed: latest.consumedAt !== null,
        },
        codeHash(to.target, purpose, code),
        now,
      );
      if (check.ok && latest) {
        await consumeCode(tx, latest.id, new Date(now));
        return undefined;
      }
      if (latest) await countCodeAttempt(tx, latest.id);
      return !check.ok && check.reason === 'ACCOUNT_CODE_INVALID'
        ? new Refusal('ACCOUNT_CODE_INVALID', { remaining: check.remaining })
        : new Refusal('ACCOUNT_CODE_EXPIRED');
    });
    if (refusal) throw refusal;
  }
}
