import { Code } from '@platform/contract';
import type { FormInstance } from 'antd';
import { AdminRefusal } from '../lib/admin-api.ts';

/**
 * Puts the server's field errors (a 400 refusal) under the matching form fields. A form with one
 * main field names it as `fallbackField`, so a refusal about the whole value (such as an invalid
 * setting, code 400 without fields) also shows beside the input; otherwise it is only in the toast already shown.
 * A form whose input holds a field in another form than the server stores it (a percentage for
 * a rate in ppm) names the server's field and its own in `renamed`.
 */
export function applyFieldErrors<T>(
  form: FormInstance<T>,
  error: unknown,
  fallbackField?: string,
  renamed: Readonly<Record<string, string>> = {},
): void {
  if (!(error instanceof AdminRefusal)) return;
  const entries = Object.entries(error.fields).map(([name, message]): [string, string] => [
    Object.hasOwn(renamed, name) ? renamed[name]! : name,
    message,
  ]);
  if (entries.length === 0 && fallbackField && error.code === Code.BAD_REQUEST && error.message)
    entries.push([fallbackField, error.message]);
  // Nested inputs come back dotted (texts.en.title); antd names them by path.
  const fields = entries.map(([name, message]) => ({
    name: (name.includes('.') ? name.split('.') : name) as never,
    errors: [message],
  }));
  if (fields.length > 0) form.setFields(fields);
}

/**
 * The form's values when every rule passes, otherwise null. The form already shows what is
 * wrong, so the failed validation must not surface as an unhandled rejection.
 */
export async function validValues<T>(form: FormInstance<T>): Promise<T | null> {
  try {
    return await form.validateFields();
  } catch {
    return null;
  }
}
