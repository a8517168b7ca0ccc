import { beforeEach, describe, expect, it } from 'vitest';
import { session } from './session.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe('session', () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
  });

  it('keeps the user of the token and gives the same object until it changes', () => {
    session.login('t1', { name: 'Ann', kind: 'real' });
    const first = session.user();
    expect(first).toEqual({ name: 'Ann', kind: 'real' });
    expect(session.user()).toBe(first);
    session.updateUser({ name: 'Bo' });
    expect(session.user()).toEqual({ name: 'Bo', kind: 'real' });
    session.logout();
    expect(session.user()).toBeNull();
  });

  it('brings the real session back after a demo, once', () => {
    session.login('real-token', { kind: 'real' });
    session.stashReal();
    session.login('demo-token', { kind: 'demo' });
    session.logout();
    expect(session.restoreReal()).toBe(true);
    expect(session.token()).toBe('real-token');
    expect(session.user()).toEqual({ kind: 'real' });
    expect(session.restoreReal()).toBe(false);
  });

  it('has nothing to restore when no real session was kept', () => {
    session.login('demo-token', { kind: 'demo' });
    session.logout();
    expect(session.restoreReal()).toBe(false);
    expect(session.isLoggedIn()).toBe(false);
  });

  it('remembers the page a visitor was sent away from, once', () => {
    session.rememberReturn('/setting');
    expect(session.takeReturn()).toBe('/setting');
    expect(session.takeReturn()).toBeNull();
  });
});
