import { benchEngineComparison, benchStationary } from './engine.ts';
import { benchLedgerPglite, benchLedgerPostgres, type LedgerBenchResult } from './ledger-batch.ts';
import { benchMarketFanout } from './market-fanout.ts';
import { benchSpotOrders } from './spot-orders.ts';
import { benchTriggers } from './triggers.ts';

/**
 * `npm run bench`: the performance targets of DESIGN.md section 9, each measured against a
 * baseline in the same run and printed as a ratio. Later benchmarks (engine, ledger, orders) join
 * this list.
 */
const MARKET_FANOUT_TARGET_PER_SECOND = 150_000;
/** DESIGN.md section 9: the engine against nodejs-order-book, and alone on a stationary book. */
const ENGINE_RATIO_TARGET = 10;
const STATIONARY_OPS_TARGET = 2_000_000;
const STATIONARY_P99_TARGET_MICROS = 2;
/** DESIGN.md section 9: durable spot orders over HTTP on PostgreSQL, 100 connections. */
const ORDERS_TARGET = 15_000;
const ORDERS_P99_TARGET_MS = 25;
const ORDERS_RATIO_TARGET = 0.5;
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

  const e = benchEngineComparison();
  const engineMet = e.sameResult && e.ratio >= ENGINE_RATIO_TARGET;
  console.log(`\nmatching engine against nodejs-order-book: ${format(e.commands)} seeded commands`);
  console.log(`  packages/engine           ${format(e.enginePerSecond)} commands/s`);
  console.log(`  nodejs-order-book         ${format(e.referencePerSecond)} commands/s`);
  console.log(`  ratio                     ${e.ratio.toFixed(2)}x`);
  console.log(`  same book and volume      ${e.sameResult ? 'yes' : 'NO'} (${format(e.traded)} lots traded)`);
  console.log(`  target >= ${ENGINE_RATIO_TARGET}x, equal fills  ${engineMet ? 'met' : 'NOT met'}`);
  const st = benchStationary();
  const stationaryMet =
    st.opsPerSecond >= STATIONARY_OPS_TARGET && st.p99Micros <= STATIONARY_P99_TARGET_MICROS;
  console.log(`\nmatching engine, stationary book of ${format(st.resting)} orders with cancels`);
  console.log(`  throughput                ${format(st.opsPerSecond)} operations/s`);
  console.log(`  latency p50 / p99         ${st.p50Micros.toFixed(2)} / ${st.p99Micros.toFixed(2)} us`);
  console.log(
    `  target >= ${format(STATIONARY_OPS_TARGET)}/s, p99 <= ${STATIONARY_P99_TARGET_MICROS} us  ${stationaryMet ? 'met' : 'NOT met'}`,
  );

  const tr = benchTriggers();
  console.log(
    `\ntrigger index: ${format(tr.positions)} open positions (take-profit, stop-loss, liquidation)`,
  );
  console.log(
    `  indexed                   ${format(tr.indexTicksPerSecond)} ticks/s, p99 ${tr.indexP99Micros.toFixed(1)} us`,
  );
  console.log(`  scan of every position    ${format(tr.scanTicksPerSecond)} ticks/s`);
  console.log(`  ratio                     ${tr.ratio.toFixed(1)}x`);
  console.log(
    `  same positions closed     ${tr.sameClosed ? 'yes' : 'NO'} (${format(tr.closed)} over ${format(tr.ticks)} ticks)`,
  );

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
  const o = await benchSpotOrders();
  let ordersMet = false;
  if (!o) console.log('\nspot orders over HTTP: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  else {
    ordersMet =
      o.ordersPerSecond >= ORDERS_TARGET && o.p99Ms <= ORDERS_P99_TARGET_MS && o.ratio >= ORDERS_RATIO_TARGET;
    console.log('\ndurable spot orders over HTTP on PostgreSQL, 100 connections');
    console.log(
      `  placeSpotOrder            ${format(o.ordersPerSecond)} orders/s, p99 ${format(o.p99Ms)} ms (${format(o.trades)} trades)`,
    );
    console.log(
      `  bare route, same schema   ${format(o.bareRequestsPerSecond)} requests/s, p99 ${format(o.bareP99Ms)} ms`,
    );
    console.log(
      `  same server, memory read  ${format(o.stackRequestsPerSecond)} requests/s, p99 ${format(o.stackP99Ms)} ms (spotMarkets: its HTTP stack alone)`,
    );
    console.log(`  ratio to the bare route   ${o.ratio.toFixed(3)}`);
    console.log(
      `  target >= ${format(ORDERS_TARGET)}/s, p99 <= ${ORDERS_P99_TARGET_MS} ms, ratio >= ${ORDERS_RATIO_TARGET}  ${ordersMet ? 'met' : 'NOT met'}`,
    );
  }
  process.exitCode = met && engineMet && stationaryMet && tr.sameClosed && ledgerMet && ordersMet ? 0 : 1;
}

await main();
