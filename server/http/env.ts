import type { Db } from '../db';
import type { ServerConfig } from '../config';
import type { Lang } from '../i18n';
import type { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** What every handler can reach: built once in app.ts. */
export type Deps = {
  db: Db;
  config: ServerConfig;
  /** Unix seconds; tests may replace it to move time. */
  now: () => number;
};

export type AppEnv = { Variables: { deps: Deps; lang: Lang; user: UserRow | null } };
