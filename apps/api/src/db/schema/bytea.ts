import { customType } from 'drizzle-orm/pg-core';

/** A bytea column read as a Buffer whichever driver answers (PGlite gives a Uint8Array): the chunks of every stored file. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
