import {
  type ActionSpec,
  Code,
  type Envelope,
  envelopeOf,
  type Lang,
  type SuccessMessage,
} from '@platform/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { successText } from './i18n.ts';
import { fieldRefusal, Refusal } from './refusal.ts';

export type ActionMethod = 'GET' | 'POST';

export interface ActionContext {
  lang: Lang;
  sessionToken: string | undefined;
  requestId: string;
  ip: string;
  request: FastifyRequest;
}

export interface ActionDefinition<I extends z.ZodObject, O extends z.ZodType> {
  /** The action name: the path is /api/<area>/<name> and the envelope's `event` is the name. */
  name: string;
  methods: readonly ActionMethod[];
  summary: string;
  tags: readonly string[];
  input: I;
  output: O;
  /**
   * How a success is announced: `silent` (code 7) for queries, or a success message (code 0)
   * that the client shows as a toast.
   */
  success: 'silent' | SuccessMessage;
  /** Route options such as a stricter rate limit: `{ rateLimit: { max, timeWindow } }`. */
  config?: Record<string, unknown>;
  /**
   * Runs before the input is validated: who may call is decided before what they sent is
   * examined, so a caller without a session learns nothing about an action's fields.
   */
  authenticate?: (request: FastifyRequest) => Promise<void>;
  handler: (input: z.output<I>, ctx: ActionContext) => Promise<z.input<O>>;
  /** The catalogue entry the action was registered from; absent for actions declared here. */
  spec?: ActionSpec;
}

/**
 * What the server adds to a catalogue entry (packages/contract/src/actions): the handler, which
 * receives the parsed input and returns the output schema's input, and server-only route options.
 */
export interface ActionImpl<S extends ActionSpec, C extends ActionContext> {
  handler: (input: z.output<S['input']>, ctx: C) => Promise<z.input<S['output']>>;
  /** Route options such as a stricter rate limit: `{ rateLimit: { max, timeWindow } }`. */
  config?: Record<string, unknown>;
}

/** An action as registered: its route and, when it came from the catalogue, its entry. */
export interface RegisteredAction {
  area: 'web' | 'admin';
  name: string;
  methods: readonly ActionMethod[];
  spec: ActionSpec | undefined;
}

const registered = new WeakMap<FastifyInstance, RegisteredAction[]>();

/** Every action registered on an app, so a test can compare the routes with the catalogue. */
export function registeredActionsOf(app: FastifyInstance): readonly RegisteredAction[] {
  return registered.get(app) ?? [];
}

/**
 * Throws at startup when an entry is registered with a helper that does not enforce its
 * permission: a customer action registered without a session check would be open to anyone.
 */
export function assertPermission(spec: ActionSpec, helper: string, allowed: readonly string[]): void {
  const permission = typeof spec.permission === 'string' ? spec.permission : 'staff';
  if (!allowed.includes(permission)) {
    throw new Error(
      `${spec.area}/${spec.name} has permission '${permission}' but is registered with ${helper}, ` +
        `which serves ${allowed.map((p) => `'${p}'`).join(', ')}`,
    );
  }
}

/**
 * Registers a public or service action from its catalogue entry: the documented way to add an
 * action (see packages/contract/src/actions/index.ts). Actions that need a customer session use
 * registerUserAction (platform/auth.ts), back-office actions registerStaffAction.
 */
export function registerAction<S extends ActionSpec<string, z.ZodObject, z.ZodType, 'public' | 'service'>>(
  app: FastifyInstance,
  spec: S,
  impl: ActionImpl<S, ActionContext>,
): void {
  assertPermission(spec, 'registerAction', ['public', 'service']);
  defineAction<S['input'], S['output']>(app, spec.area, { ...catalogued(spec), ...impl });
}

/** The route fields of a catalogue entry, as defineAction takes them. */
export function catalogued<S extends ActionSpec>(spec: S) {
  const { name, methods, summary, tags, input, output, success } = spec;
  return { name, methods, summary, tags, input, output, success, spec } as const;
}

/**
 * Registers an action under /api/<area>/<name> for each of its methods. New actions are declared
 * in the catalogue and registered with registerAction; a definition written here directly is the
 * older form, kept until every module is converted. GET reads the query
 * string, POST the body (form or JSON); both are validated by the same zod schema, which also
 * documents the action in the OpenAPI document.
 */
export function defineAction<I extends z.ZodObject, O extends z.ZodType>(
  app: FastifyInstance,
  area: 'web' | 'admin',
  def: ActionDefinition<I, O>,
): void {
  if (def.spec && def.spec.area !== area) {
    throw new Error(`${def.spec.area}/${def.name} is registered under /api/${area}`);
  }
  const list = registered.get(app) ?? [];
  list.push({ area, name: def.name, methods: def.methods, spec: def.spec });
  registered.set(app, list);
  // Only upload actions (an input field `file`) read multipart bodies; others refuse them unread.
  const takesFiles = Object.hasOwn(def.input.shape, 'file');
  for (const method of def.methods) {
    app.route({
      method,
      url: `/api/${area}/${def.name}`,
      ...(def.config ? { config: def.config } : {}),
      ...(takesFiles ? {} : { onRequest: refuseMultipart }),
      ...(def.authenticate ? { preValidation: def.authenticate } : {}),
      schema: {
        summary: def.summary,
        tags: [...def.tags],
        ...(method === 'GET' ? { querystring: def.input } : { body: def.input }),
        response: { 200: envelopeOf(def.output) },
      },
      handler: async (request) => {
        const input = (method === 'GET' ? request.query : request.body) as z.output<I>;
        refuseUnstorableText(input);
        const data = await def.handler(input, contextOf(request));
        const envelope: Envelope = {
          code: def.success === 'silent' ? Code.SILENT : Code.OK,
          message: def.success === 'silent' ? '' : successText(request.lang, def.success),
          data,
          event: def.name,
        };
        return envelope;
      },
    });
  }
}

async function refuseMultipart(request: FastifyRequest): Promise<void> {
  if (request.headers['content-type']?.toLowerCase().trimStart().startsWith('multipart/')) {
    throw new Refusal('REQUEST_UNSUPPORTED_MEDIA');
  }
}

/** A NUL character, or half of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Any surrogate: text without one (most text) has no lone half to look for. */
const SURROGATE = /[\ud800-\udfff]/;
const isUnstorable = (text: string) =>
  text.includes('\u0000') || (SURROGATE.test(text) && LONE_SURROGATE.test(text));

/** Whether any string in the input, however deep, is unstorable (no paths are built). */
function holdsUnstorable(value: unknown): boolean {
  if (typeof value === 'string') return isUnstorable(value);
  if (Array.isArray(value)) return value.some(holdsUnstorable);
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const key in value)
      if (Object.hasOwn(value, key) && holdsUnstorable((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/**
 * Text that no database column can hold (PostgreSQL refuses NUL in text, and a lone surrogate
 * has no UTF-8 form) is refused as an invalid field of the input, for every action in one place,
 * after the caller is authenticated and the schema has accepted the input. Clean input is
 * checked without naming its fields; the fields are named only when one is refused.
 */
function refuseUnstorableText(input: unknown): void {
  if (!holdsUnstorable(input)) return;
  const fields: Record<string, 'invalid'> = {};
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (isUnstorable(value)) fields[path || '_'] = 'invalid';
    } else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) visit(item, path ? `${path}.${i}` : String(i));
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) visit(item, path ? `${path}.${key}` : key);
    }
  };
  visit(input, '');
  throw fieldRefusal(fields);
}

function contextOf(request: FastifyRequest): ActionContext {
  return {
    lang: request.lang,
    sessionToken: request.sessionToken,
    requestId: String(request.id),
    ip: request.ip,
    request,
  };
}
