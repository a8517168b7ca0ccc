import type { StaffRole } from '@platform/contract';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { auditLog } from '../../src/modules/admin/schema.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { get } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { adminCall, staffSession as staffSessionOf } from '../staff-fixtures.ts';
import { PNG, uploadFile } from '../upload-fixtures.ts';

const clock = new ManualClock();
const admin = (app: App, action: string, body: Record<string, unknown>, token: string) =>
  adminCall(app, action, body, token);
const staffSession = async (app: App, roles: StaffRole[]) => (await staffSessionOf(app, clock, roles)).token;
const uploadLogo = (app: App, token: string, file: Buffer) =>
  uploadFile(app, '/api/admin/uploadLogo', token, file, { filename: 'logo.png' });

async function auditRows(app: App) {
  return app.services.database.db.select().from(auditLog).orderBy(desc(auditLog.id));
}

/** Runs a change and checks that it wrote exactly one audit row; returns the response and the row. */
async function audited(app: App, action: string, body: Record<string, unknown>, token: string) {
  const before = (await auditRows(app)).length;
  const res = await admin(app, action, body, token);
  expect(res.code, JSON.stringify(res)).toBe(0);
  const rows = await auditRows(app);
  expect(rows.length, `${action} audit rows`).toBe(before + 1);
  return { res, row: rows[0] as (typeof rows)[number] };
}

const newsTexts = {
  en: { title: 'Maintenance on Sunday', summary: 'Short pause', body: 'Trading pauses for ten minutes.' },
  jp: { title: '日曜日のメンテナンス', summary: '短い停止', body: '取引は10分間停止します。' },
};

describe('content in the back office', () => {
  const app = useTestApp({}, { clock });

  it('creates a news draft in two languages, publishes it for customers and hides it again', async () => {
    const ops = await staffSession(app(), ['operations']);
    const created = await audited(app(), 'createContentItem', { kind: 'news', texts: newsTexts }, ops);
    const id = created.res.data.id as number;
    expect(created.res.data).toMatchObject({ kind: 'news', published: false, texts: { ty: null } });
    expect(created.row).toMatchObject({ action: 'content.create', target: `content:${id}`, before: null });
    expect(created.row.after).toMatchObject({ texts: { en: newsTexts.en, jp: newsTexts.jp } });
    expect((await get(app(), 'getNewsDetail', { id })).reason).toBe('CONTENT_NOT_FOUND');
    const draft = await admin(app(), 'previewContentItem', { id, preview_lang: 'jp' }, ops);
    expect(draft.data).toMatchObject({ kind: 'news', published: false, view: { title: newsTexts.jp.title } });

    const published = await audited(app(), 'publishContentItem', { id }, ops);
    expect(published.row).toMatchObject({ before: { published: false }, after: { published: true } });
    for (const [lang, text] of [
      ['en', newsTexts.en],
      ['jp', newsTexts.jp],
      ['xby', newsTexts.en],
    ] as const) {
      const list = await get(app(), 'getNewsList', { lang, pageSize: 100 });
      expect(
        list.data.items.find((n: { id: number }) => n.id === id),
        lang,
      ).toMatchObject({
        title: text.title,
        summary: text.summary,
      });
      expect((await get(app(), 'getNewsDetail', { id, lang })).data, lang).toMatchObject(text);
    }

    const hidden = await audited(app(), 'unpublishContentItem', { id }, ops);
    expect(hidden.row).toMatchObject({ action: 'content.unpublish', after: { published: false } });
    const list = await get(app(), 'getNewsList', { pageSize: 100 });
    expect(list.data.items.map((n: { id: number }) => n.id)).not.toContain(id);
    expect((await get(app(), 'getNewsDetail', { id })).reason).toBe('CONTENT_NOT_FOUND');

    const removed = await audited(app(), 'deleteContentItem', { id }, ops);
    expect(removed.row).toMatchObject({ action: 'content.delete', after: null });
    expect(removed.row.before).toMatchObject({ id, texts: { jp: newsTexts.jp } });
    expect((await admin(app(), 'getContentItem', { id }, ops)).reason).toBe('CONTENT_NOT_FOUND');
  });

  it('edits a footer page, which can be neither unpublished nor deleted', async () => {
    const ops = await staffSession(app(), ['operations']);
    const pages = await admin(app(), 'listContent', { kind: 'page' }, ops);
    const agreement = pages.data.items.find((p: { page_id: number }) => p.page_id === 3);
    expect(agreement).toMatchObject({ key: 'agreement', published: true });
    expect(agreement.langs).toHaveLength(8);
    const before = (await get(app(), 'getText', { id: 3, lang: 'ft' })).data;
    const text = { title: 'User agreement', body: '## Terms\nThe revised terms apply from today.' };
    const edited = await audited(app(), 'updateContentItem', { id: agreement.id, texts: { en: text } }, ops);
    expect(edited.row).toMatchObject({
      action: 'content.update',
      before: { texts: { en: { title: 'User agreement' } } },
      after: { texts: { en: { body: text.body } } },
    });
    expect((await get(app(), 'getText', { id: 3, lang: 'en' })).data).toMatchObject({ id: 3, ...text });
    expect((await get(app(), 'getText', { id: 3, lang: 'ft' })).data.body).toBe(before.body);

    const preview = await admin(app(), 'previewContentItem', { id: agreement.id, preview_lang: 'en' }, ops);
    expect(preview.data).toEqual({
      kind: 'page',
      published: true,
      view: (await get(app(), 'getText', { id: 3, lang: 'en' })).data,
    });
    const auditBefore = (await auditRows(app())).length;
    for (const action of ['deleteContentItem', 'unpublishContentItem']) {
      expect(await admin(app(), action, { id: agreement.id }, ops)).toMatchObject({
        code: 1,
        reason: 'CONTENT_ITEM_FIXED',
      });
    }
    expect((await auditRows(app())).length).toBe(auditBefore);
    expect((await get(app(), 'getText', { id: 3 })).data.title).toBe('User agreement');
  });

  it('changes the site name and logo that getLogo shows, refusing a fake image', async () => {
    const ops = await staffSession(app(), ['superadmin']);
    const site = await audited(
      app(),
      'updateSiteIdentity',
      {
        texts: {
          en: { name: 'Kestrel Markets', tagline: 'Rules in plain sight', description: 'A trading app.' },
          zh: { name: 'Kestrel 市场' },
        },
      },
      ops,
    );
    expect(site.row).toMatchObject({
      action: 'content.site',
      before: { kind: 'site', texts: { en: { title: 'Kestrel' } } },
      after: { texts: { en: { title: 'Kestrel Markets' }, zh: { title: 'Kestrel 市场', summary: '' } } },
    });
    expect((await get(app(), 'getLogo', { lang: 'en' })).data).toMatchObject({
      name: 'Kestrel Markets',
      tagline: 'Rules in plain sight',
      logoUrl: null,
    });
    expect((await get(app(), 'getLogo', { lang: 'zh' })).data.name).toBe('Kestrel 市场');

    const before = (await auditRows(app())).length;
    const logo = await uploadLogo(app(), ops, PNG);
    expect(logo).toMatchObject({ code: 0, data: { logo_url: expect.stringMatching(/^\/files\/content\//) } });
    expect((await auditRows(app()))[0]).toMatchObject({
      action: 'content.logo',
      before: { logo_url: null },
      after: { logo_url: logo.data.logo_url },
    });
    expect((await get(app(), 'getLogo')).data.logoUrl).toBe(logo.data.logo_url);
    const served = await app().server.inject({ method: 'GET', url: logo.data.logo_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const fake = await uploadLogo(app(), ops, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(fake).toMatchObject({ code: 1, reason: 'UPLOAD_IMAGE_INVALID' });
    expect((await get(app(), 'getLogo')).data.logoUrl).toBe(logo.data.logo_url);
    expect((await auditRows(app())).length).toBe(before + 1);
  });

  it('refuses changes to support, finance and compliance staff but lets them read', async () => {
    const ops = await staffSession(app(), ['operations']);
    const banner = (await admin(app(), 'listContent', { kind: 'banner' }, ops)).data.items[0];
    const tokens = [];
    for (const role of ['support', 'finance', 'compliance'] as const) {
      tokens.push([role, await staffSession(app(), [role])] as const);
    }
    const before = (await auditRows(app())).length;
    const changes: [string, Record<string, unknown>][] = [
      ['createContentItem', { kind: 'news', texts: newsTexts }],
      ['updateContentItem', { id: banner.id, texts: { en: { title: 'Changed' } } }],
      ['publishContentItem', { id: banner.id }],
      ['unpublishContentItem', { id: banner.id }],
      ['deleteContentItem', { id: banner.id }],
      ['updateSiteIdentity', { texts: { en: { name: 'Other' } } }],
      ['removeLogo', {}],
    ];
    for (const [role, token] of tokens) {
      for (const [action, body] of changes) {
        expect(await admin(app(), action, body, token), `${action} as ${role}`).toMatchObject({
          code: 403,
          reason: 'AUTH_FORBIDDEN',
        });
      }
      expect((await admin(app(), 'getContentItem', { id: banner.id }, token)).data.key).toBe(banner.key);
    }
    expect((await auditRows(app())).length).toBe(before);
    expect((await get(app(), 'getBannerDetail', { id: banner.id })).data.title).toBe(banner.title);
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const ops = await staffSession(app(), ['operations']);
    const count = async () => (await admin(app(), 'listContent', { kind: 'help' }, ops)).data.total;
    const helpBefore = await count();
    const auditBefore = (await auditRows(app())).length;
    const noEnglish = await admin(
      app(),
      'createContentItem',
      { kind: 'help', category: 'account', texts: { en: { title: ' ' }, jp: { title: 'ヘルプ' } } },
      ops,
    );
    expect(noEnglish).toMatchObject({ code: 400, reason: 'REQUEST_VALIDATION_FAILED' });
    expect(noEnglish.data.fields['texts.en.title']).toBe('This field is required.');
    const noCategory = await admin(app(), 'createContentItem', { kind: 'help', texts: newsTexts }, ops);
    expect(Object.keys(noCategory.data.fields)).toEqual(['category']);
    const wrongKind = await admin(app(), 'createContentItem', { kind: 'page', texts: newsTexts }, ops);
    expect(Object.keys(wrongKind.data.fields)).toEqual(['kind']);
    const badKey = await admin(
      app(),
      'createContentItem',
      { kind: 'help', category: 'account', key: 'Not A Key', texts: newsTexts },
      ops,
    );
    expect(Object.keys(badKey.data.fields)).toEqual(['key']);
    const news = (await admin(app(), 'listContent', { kind: 'news' }, ops)).data.items[0];
    const categoryOnNews = await admin(
      app(),
      'updateContentItem',
      { id: news.id, category: 'account', texts: { en: { title: 'Changed' } } },
      ops,
    );
    expect(categoryOnNews).toMatchObject({ code: 400, data: { fields: { category: expect.any(String) } } });
    const dropEnglish = await admin(app(), 'updateContentItem', { id: news.id, texts: { en: null } }, ops);
    expect(Object.keys(dropEnglish.data.fields)).toEqual(['texts.en']);
    expect((await admin(app(), 'updateContentItem', { id: 999_999, pinned: true }, ops)).reason).toBe(
      'CONTENT_NOT_FOUND',
    );
    const taken = await admin(
      app(),
      'createContentItem',
      { kind: 'news', key: news.key, texts: newsTexts },
      ops,
    );
    expect(taken).toMatchObject({ code: 1, reason: 'CONTENT_KEY_TAKEN' });

    expect(await count()).toBe(helpBefore);
    expect((await auditRows(app())).length).toBe(auditBefore);
    expect((await admin(app(), 'getContentItem', { id: news.id }, ops)).data).toMatchObject({
      category: null,
      texts: { en: { title: news.title } },
    });
  });
});
