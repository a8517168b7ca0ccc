import { type ActionSpec, adminActions, webActions } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { registeredActionsOf } from '../src/platform/actions.ts';
import { userActionsOf } from '../src/platform/auth.ts';
import { useTestApp } from './helpers.ts';

const catalogue: ActionSpec[] = [...Object.values(webActions), ...Object.values(adminActions)];
const key = (area: string, name: string) => `${area}/${name}`;

describe('the action catalogue and the routes the server registers', () => {
  const app = useTestApp();

  it('registers every catalogue entry once, from its entry, with exactly its methods', () => {
    const registered = registeredActionsOf(app().server);
    for (const spec of catalogue) {
      const routes = registered.filter((r) => r.area === spec.area && r.name === spec.name);
      expect(routes.length, key(spec.area, spec.name)).toBe(1);
      expect(routes[0]?.spec, key(spec.area, spec.name)).toBe(spec);
      expect(routes[0]?.methods, key(spec.area, spec.name)).toEqual(spec.methods);
      for (const method of spec.methods) {
        const url = `/api/${spec.area}/${spec.name}`;
        expect(app().server.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
      }
    }
  });

  it('registers nothing from the catalogue that it does not hold, and no name twice', () => {
    const registered = registeredActionsOf(app().server);
    const names = registered.map((r) => key(r.area, r.name));
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    for (const r of registered.filter((r) => r.spec)) expect(catalogue).toContain(r.spec);
  });

  it('checks a session for exactly the catalogue actions that need one', () => {
    const sessionChecked = new Set(userActionsOf(app().server));
    for (const spec of catalogue) {
      const needsUser = spec.permission === 'user' || spec.permission === 'real-user';
      expect(sessionChecked.has(spec.name), spec.name).toBe(needsUser);
    }
  });

  it('answers a customer action without a session with the login refusal, before reading its input', async () => {
    for (const spec of catalogue.filter((s) => s.permission === 'user' || s.permission === 'real-user')) {
      const res = await app().server.inject({
        method: 'POST',
        url: `/api/web/${spec.name}`,
        payload: { lang: 'en', rtoken: 'abcdef12' },
      });
      expect(res.json(), spec.name).toMatchObject({ code: 1000 });
    }
  });
});
