import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Money: whole units of an asset's scale, NUMERIC(39,0) in SQL and bigint in code (DESIGN.md section 4). */
export const units = customType<{ data: bigint; driverData: string }>({
  dataType: () => 'numeric(39, 0)',
  toDriver: (value) => value.toString(),
  fromDriver: (value) => BigInt(value),
});

/** A moment, always with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
