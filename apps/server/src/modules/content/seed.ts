import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLang, type Lang } from '@platform/contract';
import type { SeedFile } from './model.ts';

export const SEED_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed');

/** Reads every seed/<lang>.json beside this file. */
export function readSeedFiles(dir = SEED_DIR): Partial<Record<Lang, SeedFile>> {
  const files: Partial<Record<Lang, SeedFile>> = {};
  for (const name of readdirSync(dir)) {
    const lang = name.replace(/\.json$/, '');
    if (!name.endsWith('.json') || !isLang(lang)) continue;
    files[lang] = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as SeedFile;
  }
  return files;
}
