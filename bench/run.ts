import { benchMarketFanout } from './market-fanout.ts';

/**
 * `npm run bench`: the performance targets of DESIGN.md section 9, each measured against a
 * baseline in the same run and printed as a ratio. Later benchmarks (engine, ledger, orders) join
 * this list.
 */
const MARKET_FANOUT_TARGET_PER_SECOND = 150_000;

const format = (n: number) => Math.round(n).toLocaleString('en-US');

async function main(): Promise<void> {
  console.log('market fan-out: 1,000 local WebSocket clients');
  const r = await benchMarketFanout();
  console.log(`  message size              ${r.messageBytes} bytes`);
  console.log(`  serialise once (real)     ${format(r.realPerSecond)} messages/s`);
  console.log(`  serialise per client      ${format(r.naivePerSecond)} messages/s`);
  console.log(`  ratio                     ${r.ratio.toFixed(2)}x`);
  const met = r.realPerSecond >= MARKET_FANOUT_TARGET_PER_SECOND;
  console.log(`  target >= ${format(MARKET_FANOUT_TARGET_PER_SECOND)}/s       ${met ? 'met' : 'NOT met'}`);
  process.exitCode = met ? 0 : 1;
}

await main();
