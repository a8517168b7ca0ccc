import { STAFF_ROLES, type StaffRole } from '@platform/contract';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { staffActionsOf } from '../../src/modules/admin/index.ts';
import { auditLog } from '../../src/modules/admin/schema.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { get, PASSWORD, post, registerUser } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { adminCall, staffSession as staffSessionOf } from '../staff-fixtures.ts';

const clock = new ManualClock();
const admin = adminCall;
const staffSession = (app: App, roles: StaffRole[]) => staffSessionOf(app, clock, roles);

async function auditCount(app: App): Promise<number> {
  return (await app.services.database.db.select().from(auditLog)).length;
}

describe('back office', () => {
  const app = useTestApp({}, { clock });

  it('logs staff in with password and TOTP, refuses replays, locks after five failures', async () => {
    const s = await staffSession(app(), ['support']);
    expect((await admin(app(), 'staffMe', {}, s.token)).data).toMatchObject({ id: s.id, roles: ['support'] });
    const code = await generate({ secret: s.secret, epoch: Math.floor(clock.nowMs() / 1000) });
    expect(
      (await admin(app(), 'staffLogin', { email: s.email, password: PASSWORD, totp: code })).reason,
    ).toBe('ADMIN_TOTP_INVALID');
    // The replayed code counted as the first failure.
    for (let i = 0; i < 3; i++) {
      expect(
        (await admin(app(), 'staffLogin', { email: s.email, password: 'wrong-one', totp: '123456' })).reason,
      ).toBe('ADMIN_CREDENTIALS_INVALID');
    }
    expect(
      (await admin(app(), 'staffLogin', { email: s.email, password: 'wrong-one', totp: '123456' })).reason,
    ).toBe('ADMIN_LOCKED');
    clock.advance(12 * 3_600_000);
    expect((await admin(app(), 'staffMe', {}, s.token)).code).toBe(1000);
  });

  it('refuses every staff action to anonymous callers, customers and staff without the role', async () => {
    const customer = await registerUser(app());
    const sessions = {} as Record<StaffRole, string>;
    for (const role of STAFF_ROLES) sessions[role] = (await staffSession(app(), [role])).token;
    const actions = staffActionsOf(app().server);
    expect(actions.length).toBeGreaterThan(10);
    // Logging out would end the sessions the rest of the loop needs; it is tried last.
    for (const { name, roles } of [
      ...actions.filter((a) => a.name !== 'staffLogout'),
      ...actions.filter((a) => a.name === 'staffLogout'),
    ]) {
      expect((await admin(app(), name)).code, `${name} anonymous`).toBe(1000);
      expect((await admin(app(), name, {}, customer.token)).code, `${name} customer`).toBe(1000);
      for (const role of STAFF_ROLES) {
        const allowed = role === 'superadmin' || roles.includes(role);
        const res = await admin(app(), name, {}, sessions[role]);
        if (allowed) expect([403, 1000], `${name} as ${role}`).not.toContain(res.code);
        else expect(res, `${name} as ${role}`).toMatchObject({ code: 403, reason: 'AUTH_FORBIDDEN' });
      }
    }
  });

  it('freezes a customer login with a reason: sessions end, login is refused clearly, one audit row', async () => {
    const officer = await staffSession(app(), ['compliance']);
    const user = await registerUser(app());
    const before = await auditCount(app());
    const res = await admin(
      app(),
      'freezeUser',
      { uid: user.uid, kind: 'login', reason: 'Suspicious activity under review' },
      officer.token,
    );
    expect(res.code).toBe(0);
    expect(await auditCount(app())).toBe(before + 1);
    const page = await admin(app(), 'listAudit', { target: `user:${user.uid}` }, officer.token);
    expect(page.data.items[0]).toMatchObject({
      staff_id: officer.id,
      action: 'user.freeze.login',
      before: { login_frozen_reason: null },
      after: { login_frozen_reason: 'Suspicious activity under review' },
      reason: 'Suspicious activity under review',
    });
    expect((await get(app(), 'info', {}, { token: user.token })).code).toBe(2000);
    const login = await post(app(), 'userLogin', { account: user.email, password: PASSWORD, lang: 'en' });
    expect(login).toMatchObject({ code: 1, reason: 'ACCOUNT_FROZEN' });
    expect(login.message).toContain('Suspicious activity under review');
    expect(
      (await admin(app(), 'unfreezeUser', { uid: user.uid, kind: 'login', reason: 'Cleared' }, officer.token))
        .code,
    ).toBe(0);
    expect((await post(app(), 'userLogin', { account: user.email, password: PASSWORD })).code).toBe(0);
    expect(await auditCount(app())).toBe(before + 2);
    expect(
      (await admin(app(), 'freezeUser', { uid: 99_999, kind: 'login', reason: 'x' }, officer.token)).reason,
    ).toBe('ADMIN_USER_NOT_FOUND');
  });

  it('audits settings, messages, staff changes and instruments with before and after', async () => {
    const boss = await staffSession(app(), ['superadmin']);
    const start = await auditCount(app());
    const invalid = await admin(
      app(),
      'updateSetting',
      { key: 'demo.lifetimeHours', value: '"soon"' },
      boss.token,
    );
    expect(invalid.reason).toBe('ADMIN_SETTING_INVALID');
    expect((await admin(app(), 'updateSetting', { key: 'no.such', value: '1' }, boss.token)).reason).toBe(
      'ADMIN_SETTING_UNKNOWN',
    );
    expect(
      (await admin(app(), 'updateSetting', { key: 'demo.lifetimeHours', value: '24' }, boss.token)).code,
    ).toBe(0);
    expect(await app().services.settings.get('demo.lifetimeHours')).toBe(24);
    const user = await registerUser(app());
    expect(
      (
        await admin(
          app(),
          'sendUserMessage',
          { uid: user.uid, title: 'Hello', body: 'From support' },
          boss.token,
        )
      ).code,
    ).toBe(0);
    const list = await get(app(), 'messageList', {}, { token: user.token });
    expect(list.data.items[0]).toMatchObject({ title: 'Hello', summary: 'From support' });
    const created = await admin(
      app(),
      'createStaff',
      { email: 'new@kestrel.test', name: 'New', password: PASSWORD, roles: ['finance'] },
      boss.token,
    );
    expect(created.data.totp_secret).toMatch(/^[A-Z2-7]+$/);
    expect(
      (await admin(app(), 'updateStaff', { id: created.data.id, roles: ['finance', 'support'] }, boss.token))
        .code,
    ).toBe(0);
    expect(
      (await admin(app(), 'setInstrumentEnabled', { symbol: 'BTCUSDT', enabled: false }, boss.token)).code,
    ).toBe(0);
    expect(
      (await get(app(), 'getCurrencyAll')).data.items?.some?.(
        (i: { symbol: string }) => i.symbol === 'BTCUSDT',
      ) ?? false,
    ).toBe(false);
    expect(
      (await admin(app(), 'setInstrumentEnabled', { symbol: 'BTCUSDT', enabled: true }, boss.token)).code,
    ).toBe(0);
    const rows = (await admin(app(), 'listAudit', { pageSize: 10 }, boss.token)).data.items;
    expect(await auditCount(app())).toBe(start + 6);
    expect(rows.map((r: { action: string }) => r.action).slice(0, 6)).toEqual([
      'instrument.enabled',
      'instrument.enabled',
      'staff.update',
      'staff.create',
      'user.message',
      'setting.update',
    ]);
    expect(rows[5]).toMatchObject({ before: 72, after: 24, target: 'setting:demo.lifetimeHours' });
    expect(rows[2]).toMatchObject({
      before: { roles: ['finance'] },
      after: { roles: ['finance', 'support'] },
    });
  });

  it('renames an instrument per language for the customer site, audited', async () => {
    const ops = await staffSession(app(), ['operations']);
    const support = await staffSession(app(), ['support']);
    const rows = (await admin(app(), 'listInstruments', {}, support.token)).data as {
      symbol: string;
      names: Record<string, string>;
    }[];
    const eth = rows.find((r) => r.symbol === 'ETHUSDT');
    expect(eth?.names.en).toBeTruthy();
    expect(
      (await admin(app(), 'updateInstrument', { symbol: 'ETHUSDT', names: { jp: 'イーサ' } }, support.token))
        .code,
    ).toBe(403);
    expect(
      (await admin(app(), 'updateInstrument', { symbol: 'ETHUSDT', names: { jp: '' } }, ops.token)).code,
    ).toBe(400);
    expect((await admin(app(), 'updateInstrument', { symbol: 'NOPE', sort: 1 }, ops.token)).reason).toBe(
      'MARKET_UNKNOWN_SYMBOL',
    );
    expect(
      (await admin(app(), 'updateInstrument', { symbol: 'ETHUSDT', names: { jp: 'イーサ' } }, ops.token))
        .code,
    ).toBe(0);
    const detail = await get(app(), 'getMarketDetail', { symbol: 'ETHUSDT', lang: 'jp' });
    expect(JSON.stringify(detail.data)).toContain('イーサ');
    const audit = await admin(
      app(),
      'listAudit',
      { target: 'instrument:ETHUSDT' },
      (await staffSession(app(), ['superadmin'])).token,
    );
    expect(audit.data.items[0]).toMatchObject({
      action: 'instrument.update',
      after: { names: { jp: 'イーサ', en: eth?.names.en } },
    });
  });

  it('keeps one active superadmin and keeps the audit log append-only', async () => {
    const boss = await staffSession(app(), ['superadmin']);
    const everyone = (await admin(app(), 'listStaff', {}, boss.token)).data as {
      id: number;
      roles: string[];
    }[];
    for (const other of everyone.filter((s) => s.id !== boss.id && s.roles.includes('superadmin'))) {
      expect((await admin(app(), 'updateStaff', { id: other.id, disabled: true }, boss.token)).code).toBe(0);
    }
    const self = await admin(app(), 'updateStaff', { id: boss.id, roles: ['support'] }, boss.token);
    expect(self.reason).toBe('ADMIN_LAST_SUPERADMIN');
    const db = app().services.database.db;
    await expect(db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect(await auditCount(app())).toBeGreaterThan(0);
  });
});
