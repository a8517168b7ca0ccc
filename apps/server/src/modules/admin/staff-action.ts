import type { StaffRole } from '@platform/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type ActionContext, type ActionDefinition, defineAction } from '../../platform/actions.ts';
import { Refusal } from '../../platform/refusal.ts';
import { allows, type StaffPrincipal, type StaffService } from './service.ts';

/** Back-office actions: POST only, roles checked on the server before the input is examined. */
export const ANY: readonly StaffRole[] = ['superadmin', 'compliance', 'finance', 'operations', 'support'];
const tags = ['back office'];

export interface StaffActionDefinition<I extends z.ZodObject, O extends z.ZodType>
  extends Omit<ActionDefinition<I, O>, 'handler' | 'methods' | 'tags'> {
  /** Roles allowed; the superadmin is always allowed. Checked here, on the server. */
  roles: readonly StaffRole[];
  handler: (input: z.output<I>, ctx: ActionContext & { staff: StaffPrincipal }) => Promise<z.input<O>>;
}

const staffActions = new WeakMap<FastifyInstance, { name: string; roles: readonly StaffRole[] }[]>();

/** Every staff action with its roles, so a test can try each as every other role. */
export function staffActionsOf(app: FastifyInstance) {
  return staffActions.get(app) ?? [];
}

export function defineStaffAction<I extends z.ZodObject, O extends z.ZodType>(
  app: FastifyInstance,
  staff: StaffService,
  def: StaffActionDefinition<I, O>,
): void {
  const list = staffActions.get(app) ?? [];
  list.push({ name: def.name, roles: def.roles });
  staffActions.set(app, list);
  const resolved = new WeakMap<FastifyRequest, StaffPrincipal>();
  defineAction(app, 'admin', {
    ...def,
    methods: ['POST'],
    tags,
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
