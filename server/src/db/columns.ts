import { timestamp } from 'drizzle-orm/pg-core';

/** `timestamptz` read as a JavaScript Date — the one timestamp type the schema uses. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
