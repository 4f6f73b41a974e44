import type { Sql } from 'postgres';

/**
 * PostgreSQL advisory locks for work that must happen in one server process at a time, however many share the
 * database (issue 28). Each lock is held on a connection of its own, apart from the pool, so it lasts exactly as long
 * as that connection: a process that dies lets go of it. On PGlite (one process by construction) nothing is locked.
 */
const SPACE = 0x5348; // the shop's locks: pg_advisory_lock(SPACE, key)
export const LOCK = { boot: 1, autopilot: 2 } as const;

async function connection(databaseUrl: string): Promise<Sql> {
  const { default: postgres } = await import('postgres');
  // Never recycled while idle (postgres.js closes a connection after 30–60 min by default): the lock would go with it.
  return postgres(databaseUrl, { max: 1, max_lifetime: 0, idle_timeout: 0, onnotice: () => {} });
}

/** Runs `work` while this process holds `key`; another process asking meanwhile waits for it (migrating and seeding at start). */
export async function exclusively<T>(databaseUrl: string | undefined, key: number, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const sql = await connection(databaseUrl);
  try {
    await sql`select pg_advisory_lock(${SPACE}, ${key})`;
    return await work();
  } finally {
    await sql.end({ timeout: 5 }); // closing the session lets go of the lock
  }
}

export type Leadership = {
  /** Whether this process holds the lock now: taken when free, kept while its connection lives. */
  held: () => Promise<boolean>;
  release: () => Promise<void>;
};

/**
 * One process among all on the database does `key`'s work (the autopilot): whichever takes the lock first keeps it
 * while it lives; the others ask again each time (`held`) and one of them takes over within a tick of its death.
 * A lost connection (postgres.js reconnects silently) is told by a new backend pid, and the lock is asked for anew.
 */
export function leadership(databaseUrl: string | undefined, key: number): Leadership {
  if (!databaseUrl) return { held: async () => true, release: async () => {} };
  let sql: Sql | undefined;
  let holder: number | null = null;
  return {
    async held() {
      try {
        sql ??= await connection(databaseUrl);
        const [me] = await sql<{ pid: number }[]>`select pg_backend_pid() as pid`;
        if (holder === me.pid) return true;
        const [got] = await sql<{ pid: number; ok: boolean }[]>`select pg_backend_pid() as pid, pg_try_advisory_lock(${SPACE}, ${key}) as ok`;
        holder = got.ok ? got.pid : null;
        return got.ok;
      } catch {
        holder = null;
        return false;
      }
    },
    async release() {
      holder = null;
      await sql?.end({ timeout: 5 });
      sql = undefined;
    },
  };
}
