import type { Temporal } from 'temporal-polyfill';
import type { Db } from '../client.server.ts';

export async function seedDemoContent(db: Db, options: { today: Temporal.PlainDate }): Promise<void> {
  void db;
  void options;
}
