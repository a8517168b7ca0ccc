import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const modules = join(here, '..', 'modules');

/** The schema files drizzle-kit reads (the globs of drizzle.config.ts), as schema.ts names them. */
function schemaFiles(): string[] {
  const moduleSchemas = readdirSync(modules, { withFileTypes: true })
    .filter((d) => d.isDirectory() && readdirSync(join(modules, d.name)).includes('schema.ts'))
    .map((d) => `../modules/${d.name}/schema.ts`);
  const platformSchemas = readdirSync(here)
    .filter((f) => f.endsWith('-schema.ts'))
    .map((f) => `./${f}`);
  return [...moduleSchemas, ...platformSchemas].sort();
}

describe('platform schema', () => {
  it('lists every schema file drizzle-kit migrates, so typed queries know every table', () => {
    const listed = [
      ...readFileSync(join(here, 'schema.ts'), 'utf8').matchAll(/^export \* from '([^']+)';$/gm),
    ]
      .map((m) => m[1])
      .sort();
    expect(schemaFiles()).toContain('../modules/spot/schema.ts');
    expect(listed).toEqual(schemaFiles());
  });
});
