import { drizzle } from 'drizzle-orm/d1';
import { schema, type Database } from './client';

export function d1Database(binding: D1Database): Database {
  return drizzle(binding, { schema });
}
