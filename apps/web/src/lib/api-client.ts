import {
  type ActionMap,
  Code,
  type Envelope,
  makeRtoken,
  type WebActionName,
  type WebInput,
  type WebOutput,
  type WebUploadName,
  webActions,
} from '@platform/contract';

/**
 * The API client with the envelope semantics of spec section 8:
 * - 0: success; the message is a plain toast for tradeBuy, createOrder and buyProfit, a success
 *   toast for every other event.
 * - 1: a business refusal; warning toast; buyProfit resolves with the whole response, every other
 *   call rejects with an ApiRefusal the caller may inspect (it has already been shown).
 * - 7: the data, silently.
 * - 1000: log out and reload after `data` seconds (default 2).
 * - 2000: a confirm dialog; "log in again" logs out and reloads.
 * - anything else: a warning toast with the message (or a generic text) and a rejection.
 * - network errors and timeouts: rejected without a toast.
 */
export const PLAIN_TOAST_EVENTS = new Set(['tradeBuy', 'createOrder', 'buyProfit']);
export const RETURN_WHOLE_ON_REFUSAL = new Set(['buyProfit']);
export const DEFAULT_LOGOUT_DELAY_S = 2;
export const API_TIMEOUT_MS = 30_000;

export type ToastKind = 'success' | 'warning' | 'plain';
export type Params = Record<string, string | number | boolean | undefined>;

/** The arguments after an action's name: the input may be left out when every field is optional. */
export type InputArgs<I> = Record<never, never> extends I ? [input?: I] : [input: I];

export interface ApiClientDeps {
  baseUrl: string;
  fetch: typeof fetch;
  lang(): string;
  token(): string | null;
  toast(kind: ToastKind, message: string): void;
  /** Shows the re-login dialog; resolves true when the user chooses to log in again. */
  confirmRelogin(message: string): Promise<boolean>;
  logout(): void;
  reload(): void;
  /** Schedules work; injectable so tests need not wait. */
  setTimeout(fn: () => void, ms: number): unknown;
  genericError(): string;
  timeoutMs?: number;
}

/** A handled refusal: the user has been told; the caller may read the reason or field errors. */
export class ApiRefusal extends Error {
  readonly envelope: Envelope;
  constructor(envelope: Envelope) {
    super(envelope.message);
    this.name = 'ApiRefusal';
    this.envelope = envelope;
  }
  get reason(): string | undefined {
    return this.envelope.reason;
  }
  get fields(): Record<string, string> {
    const data = this.envelope.data as { fields?: Record<string, string> } | null;
    return data?.fields ?? {};
  }
}

/** The request never produced an envelope (offline, timeout, not JSON). No toast was shown. */
export class NetworkError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number';
}

export function createApiClient(deps: ApiClientDeps) {
  const params = (extra: Readonly<Record<string, unknown>>): URLSearchParams => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(extra)) if (v !== undefined) p.set(k, String(v));
    p.set('lang', deps.lang());
    p.set('rtoken', makeRtoken());
    const token = deps.token();
    if (token) p.set('token', token);
    return p;
  };

  async function send(
    method: 'GET' | 'POST',
    action: string,
    extra: Readonly<Record<string, unknown>>,
  ): Promise<unknown> {
    const body = params(extra);
    const url = `${deps.baseUrl}/api/web/${action}${method === 'GET' ? `?${body}` : ''}`;
    return exchange(action, url, {
      method,
      headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      ...(method === 'POST' ? { body: body.toString() } : {}),
    });
  }

  /**
   * Multipart upload: the caller's form data plus lang, rtoken and token as fields. The browser
   * sets the multipart content type with its boundary, so no header is given here.
   */
  async function upload(action: string, form: FormData): Promise<unknown> {
    const body = new FormData();
    for (const [k, v] of params({})) body.set(k, v);
    for (const [k, v] of form) body.append(k, v);
    return exchange(action, `${deps.baseUrl}/api/web/${action}`, { method: 'POST', body });
  }

  /**
   * Calls an action of the catalogue (packages/contract/src/actions): GET when the action allows
   * it, POST otherwise, as the customer app always has. The input is the action's input without
   * lang, token and rtoken, which are added here; the answer is typed by its output schema.
   */
  function call<N extends WebActionName>(name: N, ...[input]: InputArgs<WebInput<N>>): Promise<WebOutput<N>> {
    const catalogue: ActionMap = webActions;
    const method = catalogue[name]?.methods.includes('GET') ? 'GET' : 'POST';
    return send(method, name, (input ?? {}) as Record<string, unknown>) as Promise<WebOutput<N>>;
  }

  /** An upload action of the catalogue (an input field `file`), sent as multipart form data. */
  function uploadAction<N extends WebUploadName>(name: N, input: WebInput<N>): Promise<WebOutput<N>> {
    const form = new FormData();
    for (const [k, v] of Object.entries(input as Record<string, unknown>)) {
      if (v !== undefined) form.append(k, v instanceof Blob ? v : String(v));
    }
    return upload(name, form) as Promise<WebOutput<N>>;
  }

  async function exchange(action: string, url: string, init: RequestInit): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? API_TIMEOUT_MS);
    let envelope: unknown;
    try {
      const response = await deps.fetch(url, { ...init, signal: controller.signal });
      envelope = await response.json();
    } catch (cause) {
      throw new NetworkError(`${action}: no response`, { cause });
    } finally {
      clearTimeout(timer);
    }
    if (!isEnvelope(envelope)) throw new NetworkError(`${action}: not an envelope`);
    return handle(action, envelope);
  }

  async function handle(action: string, envelope: Envelope): Promise<unknown> {
    const event = envelope.event || action;
    switch (envelope.code) {
      case Code.OK:
        if (envelope.message)
          deps.toast(PLAIN_TOAST_EVENTS.has(event) ? 'plain' : 'success', envelope.message);
        return envelope.data;
      case Code.SILENT:
        return envelope.data;
      case Code.REFUSED:
        deps.toast('warning', envelope.message || deps.genericError());
        if (RETURN_WHOLE_ON_REFUSAL.has(event)) return envelope;
        throw new ApiRefusal(envelope);
      case Code.SESSION_EXPIRED: {
        const seconds =
          typeof envelope.data === 'number' && envelope.data > 0 ? envelope.data : DEFAULT_LOGOUT_DELAY_S;
        if (envelope.message) deps.toast('warning', envelope.message);
        deps.setTimeout(() => {
          deps.logout();
          deps.reload();
        }, seconds * 1000);
        throw new ApiRefusal(envelope);
      }
      case Code.RELOGIN: {
        const relogin = await deps.confirmRelogin(envelope.message);
        if (relogin) {
          deps.logout();
          deps.reload();
        }
        throw new ApiRefusal(envelope);
      }
      default:
        deps.toast('warning', envelope.message || deps.genericError());
        throw new ApiRefusal(envelope);
    }
  }

  return {
    call,
    /** Uploads to a catalogue action; the FormData form is the older one, named by a string. */
    upload: uploadOf,
    /** The older string-named calls, kept until every action is in the catalogue: use `call`. */
    get: <T>(action: string, extra: Params = {}) => send('GET', action, extra) as Promise<T>,
    post: <T>(action: string, extra: Params = {}) => send('POST', action, extra) as Promise<T>,
  };

  function uploadOf<N extends WebUploadName>(name: N, input: WebInput<N>): Promise<WebOutput<N>>;
  function uploadOf<T>(action: string, form: FormData): Promise<T>;
  function uploadOf(action: string, input: FormData | Record<string, unknown>): Promise<unknown> {
    return input instanceof FormData
      ? upload(action, input)
      : uploadAction(action as WebUploadName, input as WebInput<WebUploadName>);
  }
}

export type ApiClient = ReturnType<typeof createApiClient>;
