import {
  type AdminActionName,
  type AdminInput,
  type AdminOutput,
  type AdminUploadName,
  Code,
  type Envelope,
  makeRtoken,
} from '@platform/contract';

/**
 * The back-office API client. Every action is a JSON POST to /api/admin/<name> carrying lang,
 * a fresh rtoken and the staff token; every answer is an envelope (spec section 8):
 * - 0: done; the message is shown as a success toast and the data returned.
 * - 7: the data, silently.
 * - 1000: the staff session is over; the token is cleared so the login page shows.
 * - anything else (1, 400, 403, 429, 500, ...): an error toast and an AdminRefusal the caller may
 *   inspect for the reason or, on 400, the failing fields.
 * - no envelope at all (offline, timeout, not JSON): an error toast and a NetworkError.
 */
export const ADMIN_API_TIMEOUT_MS = 30_000;
export const NETWORK_ERROR_TEXT = 'The server could not be reached. Check your connection and try again.';
export const SESSION_OVER_TEXT = 'Your session has ended. Sign in again.';

export type ToastKind = 'success' | 'error';

export interface AdminClientDeps {
  fetch: typeof fetch;
  token(): string | null;
  /** Forgets the staff token; the app shows the login page when it is gone. */
  clearToken(): void;
  toast(kind: ToastKind, message: string): void;
  timeoutMs?: number;
}

export interface CallOptions {
  /** False when the caller shows refusals itself (the login form shows them inline). */
  toastErrors?: boolean;
}

/** The arguments after an action's name: the input may be left out when every field is optional. */
export type AdminCallArgs<I> =
  Record<never, never> extends I ? [input?: I, options?: CallOptions] : [input: I, options?: CallOptions];

/** A handled refusal: the user has been told; the caller may read the reason or field errors. */
export class AdminRefusal extends Error {
  readonly envelope: Envelope;
  constructor(envelope: Envelope) {
    super(envelope.message);
    this.name = 'AdminRefusal';
    this.envelope = envelope;
  }
  get code(): number {
    return this.envelope.code;
  }
  get reason(): string | undefined {
    return this.envelope.reason;
  }
  /** The failing fields of a validation refusal (code 400), each with its message. */
  get fields(): Record<string, string> {
    const data = this.envelope.data as { fields?: Record<string, string> } | null;
    return this.envelope.code === Code.BAD_REQUEST && data?.fields ? data.fields : {};
  }
}

/** The request never produced an envelope. */
export class NetworkError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number';
}

export function createAdminClient(deps: AdminClientDeps) {
  /** The fields every request carries besides the action's own. */
  function common(): Record<string, string> {
    const token = deps.token();
    return { lang: 'en', rtoken: makeRtoken(), ...(token ? { token } : {}) };
  }

  async function exchange(action: string, init: RequestInit, toastErrors: boolean): Promise<Envelope> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? ADMIN_API_TIMEOUT_MS);
    try {
      const response = await deps.fetch(`/api/admin/${action}`, {
        method: 'POST',
        ...init,
        signal: controller.signal,
      });
      const envelope: unknown = await response.json();
      if (!isEnvelope(envelope)) throw new Error('not an envelope');
      return envelope;
    } catch (cause) {
      if (toastErrors) deps.toast('error', NETWORK_ERROR_TEXT);
      throw new NetworkError(`${action}: no envelope`, { cause });
    } finally {
      clearTimeout(timer);
    }
  }

  async function answer<T>(action: string, init: RequestInit, options: CallOptions): Promise<T> {
    const toastErrors = options.toastErrors ?? true;
    const envelope = await exchange(action, init, toastErrors);
    switch (envelope.code) {
      case Code.OK:
        if (envelope.message) deps.toast('success', envelope.message);
        return envelope.data as T;
      case Code.SILENT:
        return envelope.data as T;
      case Code.SESSION_EXPIRED:
        deps.toast('error', envelope.message || SESSION_OVER_TEXT);
        deps.clearToken();
        throw new AdminRefusal(envelope);
      default:
        if (toastErrors) deps.toast('error', envelope.message || `${action} failed (${envelope.code})`);
        throw new AdminRefusal(envelope);
    }
  }

  /**
   * Calls an action of the catalogue (packages/contract/src/actions) as a JSON POST. The input is
   * the action's input without lang, token and rtoken, which are added here; the answer is typed
   * by its output schema.
   */
  function call<N extends AdminActionName>(
    name: N,
    ...[input, options = {}]: AdminCallArgs<AdminInput<N>>
  ): Promise<AdminOutput<N>> {
    const init = {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...input, ...common() }),
    };
    return answer<AdminOutput<N>>(name, init, options);
  }

  /**
   * Calls a catalogue action whose input carries a `file` as a multipart POST; the common fields
   * travel as form fields. No content-type header: the browser sets it with the multipart boundary.
   */
  function upload<N extends AdminUploadName>(
    name: N,
    input: AdminInput<N>,
    options: CallOptions = {},
  ): Promise<AdminOutput<N>> {
    const form = new FormData();
    const entries: [string, unknown][] = Object.entries({ ...input, ...common() });
    for (const [field, value] of entries) {
      if (value !== undefined) form.append(field, value instanceof Blob ? value : String(value));
    }
    return answer<AdminOutput<N>>(name, { body: form }, options);
  }

  return { call, upload };
}

export type AdminClient = ReturnType<typeof createAdminClient>;
