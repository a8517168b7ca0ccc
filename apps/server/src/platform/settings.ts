import { type Lang, MESSAGES, PUBLIC_RULES, type PublicRuleEntry, webActions } from '@platform/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { registerAction } from './actions.ts';
import type { Db, DbOrTx } from './db.ts';
import { platformSettings } from './settings-schema.ts';

/**
 * Operator settings: the registry. Each module declares the settings it reads in its own
 * `settings.ts` (schema with its default, and what it means for the back office) and adds their
 * keys to `SettingsRegistry` by declaration merging; the platform keeps one list of them, reads and
 * validates values, and serves the back office and the public rules. A key is declared once.
 */
export interface Setting<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** What the setting means, for the back office (customer-facing texts arrive with their rules). */
  description: string;
}

/** A setting's schema (with its default) and its description. */
export function setting<S extends z.ZodType>(schema: S, description: string): Setting<S> {
  return { schema, description };
}

/** Every setting by key; modules add theirs (see any `modules/<name>/settings.ts`). */
// biome-ignore lint/suspicious/noEmptyInterface: modules extend it by declaration merging
export interface SettingsRegistry {}

export type SettingKey = keyof SettingsRegistry & string;
export type SettingValue<K extends SettingKey> =
  SettingsRegistry[K] extends Setting<infer S> ? z.output<S> : never;

const declared = new Map<string, Setting>();

/** Adds a module's settings to the registry; a key declared twice is a programming error. */
export function declareSettings<T extends Record<string, Setting>>(settings: T): T {
  for (const [key, value] of Object.entries(settings)) {
    if (declared.has(key)) throw new Error(`setting ${key} is declared twice`);
    declared.set(key, value);
  }
  return settings;
}

/** Every declared setting, in the order the modules declared them. */
export function declaredSettings(): ReadonlyMap<string, Setting> {
  return declared;
}

export function isSettingKey(key: string): key is SettingKey {
  return declared.has(key);
}

function declaration(key: string): Setting {
  const found = declared.get(key);
  if (!found) throw new Error(`setting ${key} is not declared by any module`);
  return found;
}

/** How long a setting read outside a transaction is reused (a change here is seen at once). */
const SETTING_CACHE_MS = 1_000;

export class SettingsService {
  private readonly cache = new Map<SettingKey, { value: Promise<unknown>; fetchedAt: number }>();

  constructor(private readonly db: Db) {}

  /**
   * Reads through the caller's transaction when given one (PGlite has a single connection).
   * Outside a transaction a value is reused for a second, so hot paths (every order reads its
   * market's limits and fees) do not query for it each time; `set` in this process drops it, and
   * another process sees a change within a second. Treat the value as read-only.
   */
  get<K extends SettingKey>(key: K, db: DbOrTx = this.db): Promise<SettingValue<K>> {
    if (db !== this.db) return this.read(key, db);
    const now = performance.now();
    const cached = this.cache.get(key);
    if (cached && now - cached.fetchedAt < SETTING_CACHE_MS) return cached.value as Promise<SettingValue<K>>;
    // Callers arriving while the read is under way share it.
    const value = this.read(key, db);
    this.cache.set(key, { value, fetchedAt: now });
    value.catch(() => {
      if (this.cache.get(key)?.value === value) this.cache.delete(key);
    });
    return value;
  }

  /** Drops every value reused outside transactions: the next read of each goes to the database. */
  forgetCached(): void {
    this.cache.clear();
  }

  private async read<K extends SettingKey>(key: K, db: DbOrTx): Promise<SettingValue<K>> {
    const rows = await db
      .select({ value: platformSettings.value })
      .from(platformSettings)
      .where(eq(platformSettings.key, key));
    const schema = declaration(key).schema as z.ZodType<SettingValue<K>>;
    return schema.parse(rows[0]?.value ?? undefined);
  }

  /** Every setting with its current value, its default and when it was last changed. */
  async list(): Promise<
    { key: SettingKey; value: unknown; defaultValue: unknown; description: string; updatedAt: Date | null }[]
  > {
    const rows = await this.db.select().from(platformSettings);
    const stored = new Map(rows.map((r) => [r.key, r]));
    return [...declared].map(([key, { schema, description }]) => {
      const row = stored.get(key);
      const defaultValue = schema.parse(undefined);
      return {
        key: key as SettingKey,
        value: row ? row.value : defaultValue,
        defaultValue,
        description,
        updatedAt: row?.updatedAt ?? null,
      };
    });
  }

  /** Validates and stores a value; callers (the back office) audit the change. */
  async set<K extends SettingKey>(key: K, value: unknown, db: DbOrTx = this.db): Promise<SettingValue<K>> {
    const schema = declaration(key).schema as z.ZodType<SettingValue<K>>;
    const parsed = schema.parse(value);
    this.cache.delete(key);
    await db
      .insert(platformSettings)
      .values({ key, value: parsed as object })
      .onConflictDoUpdate({
        target: platformSettings.key,
        set: { value: parsed as object, updatedAt: new Date() },
      });
    this.cache.delete(key);
    return parsed;
  }
}

/** The rules customers see, labelled in their language, with the values in force now. */
export async function publicRules(settings: SettingsService, lang: Lang): Promise<PublicRuleEntry[]> {
  const all = await settings.list();
  return PUBLIC_RULES.map((key) => ({
    key,
    label: MESSAGES[lang].rules[key],
    value: all.find((s) => s.key === key)?.value ?? null,
  }));
}

/** web/getRules: public, so a visitor sees a rule (invitation code, demo lifetime) before acting. */
export function settingsRoutes(app: FastifyInstance, settings: SettingsService): void {
  registerAction(app, webActions.getRules, { handler: (_input, ctx) => publicRules(settings, ctx.lang) });
}
