import { compare, sum } from './asset.ts';
import { assert } from './errors.ts';

interface Share {
  readonly index: number;
  part: bigint;
  readonly remainder: bigint;
}

// Splits total in proportion to weights so the parts add up to total exactly. Each part is its floor
// share, plus one unit for the shares with the largest remainders (lower index first on a tie), so no
// part strays a whole unit from its exact share. A negative total splits its magnitude, then negates.
export function allocate(total: bigint, weights: readonly bigint[]): bigint[] {
  const weightSum = checkedWeightSum(weights);
  const magnitude = total < 0n ? -total : total;
  const shares = weights.map((weight, index): Share => {
    // Floor division of non-negative values favours no one: the leftover units are handed out below.
    const exact = magnitude * weight;
    return { index, part: exact / weightSum, remainder: exact % weightSum };
  });
  // Each remainder is under weightSum, so fewer units are left over than there are shares.
  const leftover = Number(magnitude - sum(shares.map((share) => share.part)));
  const byRemainder = [...shares].sort((a, b) => compare(b.remainder, a.remainder) || a.index - b.index);
  for (const share of byRemainder.slice(0, leftover)) {
    share.part += 1n;
  }
  return shares.map((share) => (total < 0n ? -share.part : share.part));
}

// Splits total into n parts that differ by at most one unit, the larger parts first.
export function splitEvenly(total: bigint, n: number): bigint[] {
  assert(Number.isSafeInteger(n) && n >= 1, `Cannot split into ${n} parts`);
  const equalWeights = Array.from({ length: n }, () => 1n);
  return allocate(total, equalWeights);
}

function checkedWeightSum(weights: readonly bigint[]): bigint {
  assert(weights.length > 0, 'Cannot allocate over no weights');
  const noneNegative = weights.every((weight) => weight >= 0n);
  assert(noneNegative, 'Cannot allocate with a negative weight');
  const weightSum = sum(weights);
  assert(weightSum > 0n, 'Cannot allocate when every weight is zero');
  return weightSum;
}
