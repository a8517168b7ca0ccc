import { describe, expect, it } from 'vitest';
import { REASONS } from '../errors.ts';
import { ACTION_LISTS, adminActions, webActions } from './index.ts';
import { type ActionSpec, byName } from './spec.ts';

const lists: [string, readonly ActionSpec[]][] = Object.entries(ACTION_LISTS);
/** Commands the spec itself sends by GET (section 2: `GET web/getCode`). */
const SPEC_GET_COMMANDS = new Set(['getCode']);
const all = lists.flatMap(([, list]) => list);

describe('action catalogue', () => {
  it('names each action once per area, across every area file', () => {
    for (const area of ['web', 'admin'] as const) {
      const names = all.filter((s) => s.area === area).map((s) => s.name);
      expect(
        names.filter((n, i) => names.indexOf(n) !== i),
        area,
      ).toEqual([]);
    }
    expect(Object.keys(webActions).length + Object.keys(adminActions).length).toBe(all.length);
  });

  it('keys each area map by the entry name, and only that area', () => {
    for (const [area, map] of [
      ['web', webActions],
      ['admin', adminActions],
    ] as const) {
      for (const [name, spec] of Object.entries(map) as [string, ActionSpec][]) {
        expect(spec.name).toBe(name);
        expect(spec.area).toBe(area);
      }
    }
  });

  it('documents every action with a name the path can carry, a summary and a tag', () => {
    for (const spec of all) {
      expect(spec.name).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(spec.summary.trim().length, spec.name).toBeGreaterThan(10);
      expect(spec.tags.length, spec.name).toBeGreaterThan(0);
      expect(spec.methods.length, spec.name).toBeGreaterThan(0);
    }
  });

  it('sends queries by GET or POST and commands by POST, and back-office actions by POST only', () => {
    for (const spec of all) {
      expect(spec.methods, spec.name).toContain('POST');
      if (spec.success !== 'silent' && !SPEC_GET_COMMANDS.has(spec.name))
        expect(spec.methods, spec.name).toEqual(['POST']);
      if (typeof spec.permission === 'object') expect(spec.methods, spec.name).toEqual(['POST']);
    }
  });

  it('gives customer actions a customer permission and staff actions the admin area', () => {
    for (const spec of all) {
      if (spec.permission === 'user' || spec.permission === 'real-user')
        expect(spec.area, spec.name).toBe('web');
      if (typeof spec.permission === 'object') {
        expect(spec.area, spec.name).toBe('admin');
        expect(spec.permission.staff.length, spec.name).toBeGreaterThan(0);
      }
    }
  });

  it('lists refusal reasons that exist in the reason catalogue, each once', () => {
    for (const spec of all) {
      for (const reason of spec.refusals) expect(REASONS, spec.name).toHaveProperty(reason);
      expect(new Set(spec.refusals).size, spec.name).toBe(spec.refusals.length);
    }
  });

  it('refuses a name declared twice in one area when the catalogue is built', () => {
    const spec = webActions.getLogo;
    expect(() => byName('web', [spec, spec])).toThrow(/getLogo is declared twice/);
    expect(Object.keys(byName('admin', [spec]))).toEqual([]);
  });
});
