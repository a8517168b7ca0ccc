import type { ActionSpec } from '@platform/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  type ActionContext,
  type ActionDefinition,
  type ActionImpl,
  assertPermission,
  catalogued,
  defineAction,
} from './actions.ts';
import { Refusal } from './refusal.ts';

/** The customer behind a request, as the accounts module resolves it from the session token. */
export interface SessionUser {
  userId: number;
  sessionId: number;
  kind: 'real' | 'demo';
}

/**
 * Turns a session token into its user, or throws the refusal the client acts on: code 1000 when
 * missing or expired, code 2000 when revoked by a security change elsewhere. Implemented by the
 * accounts module and handed to every module's routes by buildApp.
 */
export interface SessionResolver {
  resolve(token: string | undefined, ctx: { ip: string }): Promise<SessionUser>;
}

export interface UserActionContext extends ActionContext {
  user: SessionUser;
}

export interface UserActionDefinition<I extends z.ZodObject, O extends z.ZodType>
  extends Omit<ActionDefinition<I, O>, 'handler'> {
  /** Demo accounts are refused with ACCOUNT_REAL_REQUIRED (spec section 6). */
  realOnly?: boolean;
  handler: (input: z.output<I>, ctx: UserActionContext) => Promise<z.input<O>>;
}

const userActions = new WeakMap<FastifyInstance, string[]>();

/** Names of every action that needs a session, so a test can try each one as another user. */
export function userActionsOf(app: FastifyInstance): readonly string[] {
  return userActions.get(app) ?? [];
}

/**
 * Registers a customer action from its catalogue entry (permission 'user' or 'real-user'): the
 * session is resolved before the input is examined, demo accounts are refused for 'real-user',
 * and the handler receives the resolved user. See packages/contract/src/actions/index.ts.
 */
export function registerUserAction<
  S extends ActionSpec<string, z.ZodObject, z.ZodType, 'user' | 'real-user'>,
>(app: FastifyInstance, auth: SessionResolver, spec: S, impl: ActionImpl<S, UserActionContext>): void {
  assertPermission(spec, 'registerUserAction', ['user', 'real-user']);
  if (spec.area !== 'web') throw new Error(`${spec.area}/${spec.name}: customer actions live under /api/web`);
  defineUserAction<S['input'], S['output']>(app, auth, {
    ...catalogued(spec),
    ...impl,
    realOnly: spec.permission === 'real-user',
  });
}

/**
 * An action that needs a logged-in customer; the handler receives the resolved user. The older
 * form, kept until every module registers its actions from the catalogue (registerUserAction).
 */
export function defineUserAction<I extends z.ZodObject, O extends z.ZodType>(
  app: FastifyInstance,
  auth: SessionResolver,
  def: UserActionDefinition<I, O>,
): void {
  const names = userActions.get(app) ?? [];
  names.push(def.name);
  userActions.set(app, names);
  const resolved = new WeakMap<FastifyRequest, SessionUser>();
  defineAction(app, 'web', {
    ...def,
    authenticate: async (request) => {
      const user = await auth.resolve(request.sessionToken, { ip: request.ip });
      if (def.realOnly && user.kind !== 'real') throw new Refusal('ACCOUNT_REAL_REQUIRED');
      resolved.set(request, user);
    },
    handler: async (input, ctx) => {
      const user = resolved.get(ctx.request);
      if (!user) throw new Error(`${def.name}: the session was not resolved before the handler`);
      return def.handler(input, { ...ctx, user });
    },
  });
}

/**
 * The customer of a public action's request, or null for a visitor or a session that has ended:
 * a public page shows a logged-in customer their own limits and everyone else the same page.
 */
export async function optionalUser(
  auth: SessionResolver,
  ctx: { sessionToken: string | undefined; ip: string },
): Promise<SessionUser | null> {
  if (!ctx.sessionToken) return null;
  return auth.resolve(ctx.sessionToken, { ip: ctx.ip }).catch((error: unknown) => {
    if (error instanceof Refusal) return null;
    throw error;
  });
}
