/**
 * Commands and outcomes of one market's order book. Prices are integer ticks and quantities
 * integer lots (safe integers, checked); the caller converts from decimal strings at the
 * instrument's scales. Ids are assigned by the caller, in the order commands are applied.
 */

export type Side = 'buy' | 'sell';
/** Good till cancelled, immediate or cancel, fill or kill. */
export type TimeInForce = 'GTC' | 'IOC' | 'FOK';

export interface LimitOrder {
  type: 'limit';
  id: number;
  owner: number;
  side: Side;
  /** Price in ticks. */
  price: number;
  /** Quantity in lots. */
  quantity: number;
  tif: TimeInForce;
}

/**
 * A market order takes what the opposite side offers, never beyond `protection`: the worst
 * price in ticks the taker accepts (highest for a buy, lowest for a sell). What is left is
 * cancelled; it never rests.
 */
export interface MarketOrder {
  type: 'market';
  id: number;
  owner: number;
  side: Side;
  quantity: number;
  protection: number;
}

export type NewOrder = LimitOrder | MarketOrder;

export interface Fill {
  makerId: number;
  makerOwner: number;
  takerId: number;
  takerOwner: number;
  /** The taker's side: 'buy' means the taker bought from a resting sell. */
  takerSide: Side;
  /** The maker's price, in ticks. */
  price: number;
  quantity: number;
  /** The maker's quantity left after this fill (0: the maker order is complete). */
  makerRemaining: number;
}

/** Why part or all of an order did not rest or fill. */
export type EndReason =
  /** The next maker belonged to the same owner: the taker's remainder is cancelled. */
  | 'SELF_TRADE'
  /** IOC or market: what did not fill at once is cancelled. */
  | 'UNFILLED'
  /** A market order reached its price-protection bound. */
  | 'PROTECTION';

export type Rejection =
  | 'DUPLICATE_ID'
  /** FOK: the whole quantity could not fill at once. */
  | 'FOK_UNFILLABLE'
  /** Market order: nothing on the opposite side within the bound. */
  | 'NO_LIQUIDITY';

export type Outcome =
  | { status: 'rejected'; reason: Rejection; fills: readonly Fill[]; filled: 0; remaining: number }
  | {
      /** resting: on the book (maybe after fills); filled: complete; cancelled: the rest was dropped. */
      status: 'resting' | 'filled' | 'cancelled';
      fills: readonly Fill[];
      filled: number;
      remaining: number;
      reason?: EndReason;
    };

/** A resting order as the book holds it. */
export interface RestingOrder {
  id: number;
  owner: number;
  side: Side;
  price: number;
  remaining: number;
}
