import { z } from 'zod';
import { getRulesInput, publicRule } from '../api/accounts.ts';
import { getFeaturesInput, servedFeatures } from '../api/features.ts';
import { action, QUERY } from './spec.ts';

const tags = ['settings'];

/** What the operator has configured, as the customer app needs it before anyone commits money. */
export const settingsActions = [
  action({
    name: 'getRules',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Operator rules that limit customers, with labels in the requested language',
    input: getRulesInput,
    output: z.array(publicRule),
    refusals: [],
    permission: 'public',
  }),
  action({
    name: 'getFeatures',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Customer products this server serves; the app hides everything else',
    input: getFeaturesInput,
    output: servedFeatures,
    refusals: [],
    permission: 'public',
  }),
] as const;
