import type { Envelope } from '@platform/contract';
import type { FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { AdminRefusal } from '../lib/admin-api.ts';
import { applyFieldErrors } from './form-errors.ts';

function fakeForm() {
  const set: { name: string | string[]; errors: string[] }[][] = [];
  const form = { setFields: (fields: { name: string | string[]; errors: string[] }[]) => set.push(fields) };
  return { form: form as unknown as FormInstance<unknown>, set };
}

const refusal = (code: number, data: unknown, message = 'Refused') =>
  new AdminRefusal({ code, message, data, event: 'x' } satisfies Envelope);

describe('server errors on forms', () => {
  it('puts each failing field of a 400 under its input', () => {
    const { form, set } = fakeForm();
    applyFieldErrors(form, refusal(400, { fields: { reason: 'This field is required.' } }));
    expect(set).toEqual([[{ name: 'reason', errors: ['This field is required.'] }]]);
  });

  it('names nested fields by their path', () => {
    const { form, set } = fakeForm();
    applyFieldErrors(form, refusal(400, { fields: { 'texts.en.title': 'This field is required.' } }));
    expect(set).toEqual([[{ name: ['texts', 'en', 'title'], errors: ['This field is required.'] }]]);
  });

  it('puts a field the form holds in another form under the input that holds it', () => {
    const { form, set } = fakeForm();
    const renamed = { daily_rate_ppm: 'daily_rate_percent' };
    applyFieldErrors(
      form,
      refusal(400, { fields: { daily_rate_ppm: 'Too large.', capacity: 'Not a number.' } }),
      undefined,
      renamed,
    );
    expect(set).toEqual([
      [
        { name: 'daily_rate_percent', errors: ['Too large.'] },
        { name: 'capacity', errors: ['Not a number.'] },
      ],
    ]);
  });

  it('shows a 400 without fields under the fallback field', () => {
    const { form, set } = fakeForm();
    applyFieldErrors(form, refusal(400, null, 'This value is not valid for the setting.'), 'value');
    expect(set).toEqual([[{ name: 'value', errors: ['This value is not valid for the setting.'] }]]);
  });

  it('leaves business refusals and network errors to the toast', () => {
    const { form, set } = fakeForm();
    applyFieldErrors(form, refusal(1, null), 'value');
    applyFieldErrors(form, new Error('offline'), 'value');
    expect(set).toEqual([]);
  });
});
