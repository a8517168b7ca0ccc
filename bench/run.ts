import { benchLedgerPglite, benchLedgerPostgres, type LedgerBenchResult } from './ledger-batch.ts';
import { benchMarketFanout } from './market-fanout.ts';

/**
 * `npm run bench`: the performance targets of DESIGN.md section 9, each measured against a
 * baseline in the same run and printed as a ratio. Later benchmarks (engine, ledger, orders) join
 * this list.
 */
const MARKET_FANOUT_TARGET_PER_SECOND = 150_000;
/** DESIGN.md section 9: batched ledger transfers per second. */
const LEDGER_TARGETS: Record<string, number> = { postgres: 30_000, pglite: 20_000 };

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

  const ledgerResults: LedgerBenchResult[] = [await benchLedgerPglite()];
  const onPostgres = await benchLedgerPostgres();
  if (onPostgres) ledgerResults.push(onPostgres);
  else console.log('\nledger on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  let ledgerMet = true;
  for (const l of ledgerResults) {
    const target = LEDGER_TARGETS[l.database] ?? 0;
    const ok = l.batchedPerSecond >= target;
    ledgerMet &&= ok;
    console.log(`\nledger transfers on ${l.database}`);
    console.log(`  batched (${format(l.batch)} a batch)   ${format(l.batchedPerSecond)} transfers/s`);
    console.log(`  one transaction each      ${format(l.singlePerSecond)} transfers/s`);
    console.log(`  ratio                     ${l.ratio.toFixed(2)}x`);
    console.log(`  target >= ${format(target)}/s        ${ok ? 'met' : 'NOT met'}`);
  }
  process.exitCode = met && ledgerMet ? 0 : 1;
}

await main();
