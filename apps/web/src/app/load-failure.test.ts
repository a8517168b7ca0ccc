import { describe, expect, it } from 'vitest';
import { isLoadFailure } from './load-failure.ts';

describe('isLoadFailure', () => {
  const cases: [string, unknown, boolean][] = [
    [
      'Chromium',
      new TypeError('Failed to fetch dynamically imported module: http://x/assets/market-1.js'),
      true,
    ],
    ['Firefox', new TypeError('error loading dynamically imported module: http://x/assets/a.js'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/a.css'), true],
    ['a fault of the screen', new TypeError("Cannot read properties of undefined (reading 'map')"), false],
    ['a refused loader', new Response(null, { status: 404 }), false],
    ['a thrown string', 'Failed to fetch dynamically imported module', false],
    ['nothing', undefined, false],
  ];
  for (const [name, error, expected] of cases) {
    it(`${name}: ${expected}`, () => expect(isLoadFailure(error)).toBe(expected));
  }
});
