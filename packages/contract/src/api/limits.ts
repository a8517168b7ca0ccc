/** The rtoken every call carries (spec section 7): random, 6 to 16 characters. */
export const RTOKEN_MIN_LENGTH = 6;
export const RTOKEN_MAX_LENGTH = 16;
/** Every list is paged; no page holds more than this. */
export const PAGE_SIZE_MAX = 100;
