import type { ActionSpec, StaffRole } from '@platform/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  type ActionContext,
  type ActionDefinition,
  type ActionImpl,
  assertPermission,
  catalogued,
  defineAction,
} from '../../platform/actions.ts';
import { Refusal } from '../../platform/refusal.ts';
import { allows, type StaffPrincipal, type StaffService } from './service.ts';

/** Back-office actions: POST only, roles checked on the server before the input is examined. */
export interface StaffActionDefinition<I extends z.ZodObject, O extends z.ZodType>
  extends Omit<ActionDefinition<I, O>, 'handler' | 'methods' | 'tags'> {
  /** Roles allowed; the superadmin is always allowed. Checked here, on the server. */
  roles: readonly StaffRole[];
  handler: (input: z.output<I>, ctx: StaffActionContext) => Promise<z.input<O>>;
}

export type StaffActionContext = ActionContext & { staff: StaffPrincipal };

const staffActions = new WeakMap<FastifyInstance, { name: string; roles: readonly StaffRole[] }[]>();

/** Every staff action with its roles, so a test can try each as every other role. */
export function staffActionsOf(app: FastifyInstance) {
  return staffActions.get(app) ?? [];
}

/**
 * Registers a back-office action from its catalogue entry (permission `{ staff: roles }`, POST
 * only): the staff session and its roles are checked before the input is examined, and the
 * handler receives the staff principal. See packages/contract/src/actions/index.ts.
 */
export function registerStaffAction<
  S extends ActionSpec<string, z.ZodObject, z.ZodType, { readonly staff: readonly StaffRole[] }>,
>(app: FastifyInstance, staff: StaffService, spec: S, impl: ActionImpl<S, StaffActionContext>): void {
  assertPermission(spec, 'registerStaffAction', ['staff']);
  if (spec.methods.length !== 1 || spec.methods[0] !== 'POST') {
    throw new Error(`admin/${spec.name}: back-office actions are POST only (COMMAND)`);
  }
  defineStaffRoute<S['input'], S['output']>(app, staff, {
    ...catalogued(spec),
    ...impl,
    roles: spec.permission.staff,
  });
}

function defineStaffRoute<I extends z.ZodObject, O extends z.ZodType>(
  app: FastifyInstance,
  staff: StaffService,
  def: StaffActionDefinition<I, O> & Pick<ActionDefinition<I, O>, 'methods' | 'tags'>,
): void {
  const list = staffActions.get(app) ?? [];
  list.push({ name: def.name, roles: def.roles });
  staffActions.set(app, list);
  const resolved = new WeakMap<FastifyRequest, StaffPrincipal>();
  defineAction(app, 'admin', {
    ...def,
    authenticate: async (request) => {
      const principal = await staff.resolve(request.sessionToken);
      if (!allows(principal.roles, def.roles)) throw new Refusal('AUTH_FORBIDDEN');
      resolved.set(request, principal);
    },
    handler: async (input, ctx) => {
      const principal = resolved.get(ctx.request);
      if (!principal) throw new Error(`${def.name}: the staff session was not resolved`);
      return def.handler(input, { ...ctx, staff: principal });
    },
  });
}
