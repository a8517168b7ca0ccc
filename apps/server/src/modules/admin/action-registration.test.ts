import { action, COMMAND, commonParams, QUERY, webActions } from '@platform/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerAction } from '../../platform/actions.ts';
import { registerUserAction, type SessionResolver } from '../../platform/auth.ts';
import type { StaffService } from './service.ts';
import { registerStaffAction } from './staff-action.ts';

const auth: SessionResolver = { resolve: async () => ({ userId: 1, sessionId: 1, kind: 'real' }) };
const staff = {} as StaffService;
const spec = <P extends 'public' | 'user' | 'real-user' | 'service'>(permission: P) =>
  action({
    name: 'probe',
    area: 'web',
    methods: permission === 'public' ? QUERY : COMMAND,
    tags: ['test'],
    success: 'silent',
    summary: 'An action for registration tests',
    input: commonParams,
    output: z.object({}),
    refusals: [],
    permission,
  });
const handler = async () => ({});

describe('registering an action from the catalogue', () => {
  it('refuses at startup a customer action registered without a session check', () => {
    for (const permission of ['user', 'real-user'] as const) {
      const app = Fastify();
      // The types already refuse this; the check holds when they are bypassed.
      const open = registerAction as (...args: unknown[]) => void;
      expect(() => open(app, spec(permission), { handler })).toThrow(/registerAction/);
    }
  });

  it('refuses a public action registered behind a session, and a staff permission without staff', () => {
    const app = Fastify();
    const user = registerUserAction as (...args: unknown[]) => void;
    expect(() => user(app, auth, spec('public'), { handler })).toThrow(/registerUserAction/);
    const staffOnly = { ...spec('service'), area: 'admin', permission: { staff: ['finance'] } };
    const open = registerAction as (...args: unknown[]) => void;
    expect(() => open(app, staffOnly, { handler })).toThrow(/'staff'/);
    const asStaff = registerStaffAction as (...args: unknown[]) => void;
    expect(() => asStaff(app, staff, spec('user'), { handler })).toThrow(/registerStaffAction/);
  });

  it('registers each method of the entry under its area and name', () => {
    const app = Fastify();
    registerAction(app, webActions.getLogo, {
      handler: async () => ({ name: '', tagline: '', description: '', logoUrl: null, supportEmail: null }),
    });
    expect(app.hasRoute({ method: 'GET', url: '/api/web/getLogo' })).toBe(true);
    expect(app.hasRoute({ method: 'POST', url: '/api/web/getLogo' })).toBe(true);
  });
});
