import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time: timestamptz, read as a Date. Every table's times use it. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
