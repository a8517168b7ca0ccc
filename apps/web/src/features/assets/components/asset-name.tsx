/** Background tints of the coin marks, so the assets are told apart at a glance. */
const TINTS: Record<string, string> = {
  USDT: 'bg-up/15 text-up',
  BTC: 'bg-warn/15 text-warn',
  ETH: 'bg-brand/15 text-brand',
  TRX: 'bg-down/15 text-down',
};

/** An asset's code beside a round mark with its initial. */
export function AssetName({ asset, className = '' }: { asset: string; className?: string }) {
  return (
    <span className={`inline-flex min-w-0 items-center gap-2.5 ${className}`}>
      <span
        aria-hidden="true"
        className={`grid size-8 shrink-0 place-items-center rounded-full text-xs font-bold ${TINTS[asset] ?? 'bg-panel-2 text-mute'}`}
      >
        {asset.slice(0, 1)}
      </span>
      <span className="truncate text-[15px] font-semibold">{asset}</span>
    </span>
  );
}
