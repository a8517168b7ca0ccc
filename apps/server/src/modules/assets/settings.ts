import { z } from 'zod';
import { declareSettings, setting } from '../../platform/settings.ts';

/**
 * Operator settings of assets: conversion quotes. Declared here once, with their schemas, so the
 * back office edits a known value and the exchange screen shows the rule that the server applies
 * (DESIGN.md section 0.2).
 */
export const ASSETS_SETTINGS = declareSettings({
  /** Spread of a conversion quote (spec section 2, /exchange), parts per million of the price. */
  'convert.spreadPpm': setting(
    z.number().int().min(0).max(100_000).default(2_000),
    'Spread of a conversion quote in parts per million of the price (2000 = 0.2%).',
  ),
  /** Seconds a conversion quote stays valid. */
  'convert.quoteSeconds': setting(
    z.number().int().min(3).max(300).default(15),
    'Seconds a conversion quote stays valid (3 to 300).',
  ),
});

type AssetsSettings = typeof ASSETS_SETTINGS;

declare module '../../platform/settings.ts' {
  interface SettingsRegistry extends AssetsSettings {}
}
