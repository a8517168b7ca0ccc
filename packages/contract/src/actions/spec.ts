import type { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../api/admin.ts';
import type { Reason, SuccessMessage } from '../errors.ts';

/** Customer actions live under /api/web/<name>, back-office and service actions under /api/admin/<name>. */
export type ActionArea = 'web' | 'admin';
export type ActionMethod = 'GET' | 'POST';

/**
 * Who may call an action, enforced by the server before the input is examined:
 * - `public`: anyone, no session.
 * - `user`: a customer session (real or demo); refused with AUTH_LOGIN_REQUIRED otherwise.
 * - `real-user`: a customer session on a real account; demo accounts are refused with
 *   ACCOUNT_REAL_REQUIRED (spec section 6).
 * - `service`: an operator service that proves itself with a service token the handler checks
 *   (the market push feed); no customer or staff session.
 * - `{ staff: roles }`: a back-office session holding one of the roles (the superadmin always may).
 */
export type ActionPermission =
  | 'public'
  | 'user'
  | 'real-user'
  | 'service'
  | { readonly staff: readonly StaffRole[] };

/** Every back-office role: an action any member of staff may call. */
export const ANY_STAFF: { readonly staff: readonly StaffRole[] } = { staff: STAFF_ROLES };

/**
 * One action of the API, declared once: the server registers its route from this entry, the
 * OpenAPI document describes it, and the web and back-office clients derive their typed calls
 * from it. Nothing here runs on the server only (handlers and rate limits stay in apps/server).
 */
export interface ActionSpec<
  N extends string = string,
  I extends z.ZodObject = z.ZodObject,
  O extends z.ZodType = z.ZodType,
  P extends ActionPermission = ActionPermission,
  A extends ActionArea = ActionArea,
> {
  /** The action name: the path is /api/<area>/<name> and the envelope's `event` is the name. */
  readonly name: N;
  readonly area: A;
  /**
   * Queries accept GET and POST (`QUERY`); commands POST only (`COMMAND`). The clients send GET
   * when the action allows it, POST otherwise.
   */
  readonly methods: readonly ActionMethod[];
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly tags: readonly string[];
  /** Validates the query string (GET) or body (POST). An input field `file` makes it an upload. */
  readonly input: I;
  /** The `data` of a successful envelope. */
  readonly output: O;
  /** `silent` (code 7) for queries, or the success message (code 0) the client shows as a toast. */
  readonly success: 'silent' | SuccessMessage;
  /**
   * The refusal reasons specific to this action (code 1 envelopes), for documentation and tests.
   * Reasons every action of its permission may answer (AUTH_LOGIN_REQUIRED, ACCOUNT_REAL_REQUIRED,
   * AUTH_FORBIDDEN, REQUEST_VALIDATION_FAILED, RATE_LIMITED) are implied and not repeated here.
   */
  readonly refusals: readonly Reason[];
  readonly permission: P;
}

/** Queries: read-only, GET or POST. */
export const QUERY = ['GET', 'POST'] as const satisfies readonly ActionMethod[];
/** Commands: change state, POST only. */
export const COMMAND = ['POST'] as const satisfies readonly ActionMethod[];

/**
 * Declares an action. The type parameters keep the literal name and the exact schemas, so the
 * server's handler and the clients' calls are typed from this entry.
 */
export function action<
  const N extends string,
  I extends z.ZodObject,
  O extends z.ZodType,
  const P extends ActionPermission,
  const A extends ActionArea,
>(spec: ActionSpec<N, I, O, P, A>): ActionSpec<N, I, O, P, A> {
  return spec;
}

/** The parameters every client adds to every request itself. */
export type ClientParam = 'lang' | 'token' | 'rtoken';

/** What a client passes to an action: its input schema's input type without the client's own fields. */
export type ActionInput<S extends ActionSpec> = Omit<z.input<S['input']>, ClientParam>;
/** What a client receives: the output schema's type. */
export type ActionOutput<S extends ActionSpec> = z.output<S['output']>;

/** A catalogue keyed by action name. */
export type ActionMap = Readonly<Record<string, ActionSpec>>;

/** The entries of a list of area files that belong to one area, keyed by name. */
export type ByName<L extends readonly ActionSpec[], A extends ActionArea> = {
  readonly [S in Extract<L[number], { area: A }> as S['name']]: S;
};

/**
 * Builds one area's catalogue from the area files' lists. A name declared twice in an area is a
 * mistake that would silently replace a route, so it throws when the module loads.
 */
export function byName<const L extends readonly ActionSpec[], A extends ActionArea>(
  area: A,
  list: L,
): ByName<L, A> {
  const map: Record<string, ActionSpec> = {};
  for (const spec of list) {
    if (spec.area !== area) continue;
    if (Object.hasOwn(map, spec.name)) throw new Error(`action ${area}/${spec.name} is declared twice`);
    map[spec.name] = spec;
  }
  return map as ByName<L, A>;
}
