/** Parses the JSON a staff member typed; the error text says where it went wrong. */
export function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (text.trim() === '')
    return { ok: false, error: 'Enter a JSON value, e.g. 10, "text", true or {"a": 1}.' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Whether two JSON values are the same, ignoring formatting (object key order counts). */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
