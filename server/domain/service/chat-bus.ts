import { EventEmitter } from 'node:events';
import type { Sql } from 'postgres';
import type { Db } from '../../db';
import type { ChatAuthor } from '../../db/schema';

/**
 * What happens in a conversation, as ids only (never a message's text): a new message, a read mark, someone typing.
 * A stream reads the message itself from the database, so the bus carries nothing private across processes.
 */
export type ChatEvent =
  | { type: 'message'; c: number; id: number }
  | { type: 'read'; c: number; by: ChatAuthor; id: number }
  | { type: 'typing'; c: number; by: ChatAuthor }
  /** Staff marked the conversation done, or a shopper's message reopened it (the staff console's queue). */
  | { type: 'queue'; c: number; status: 'open' | 'done' };

export interface ChatBus {
  publish(e: ChatEvent): Promise<void>;
  /** Calls `fn` for each event of conversation `c` from now on (the subscription is live when this resolves). */
  subscribe(c: number, fn: (e: ChatEvent) => void): Promise<() => void>;
  /** Calls `fn` for each event of every conversation from now on (the staff console's stream). */
  subscribeAll(fn: (e: ChatEvent) => void): Promise<() => void>;
  close(): Promise<void>;
}

const CHANNEL = 'shop_chat';
/** The emitter's name for "every conversation" (conversations are named by their id's digits). */
const ALL = '*';

/** One process (PGlite admits one): an in-process emitter. */
export function localBus(): ChatBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(e) {
      emitter.emit(String(e.c), e);
      emitter.emit(ALL, e);
    },
    async subscribe(c, fn) {
      emitter.on(String(c), fn);
      return () => void emitter.off(String(c), fn);
    },
    async subscribeAll(fn) {
      emitter.on(ALL, fn);
      return () => void emitter.off(ALL, fn);
    },
    async close() { emitter.removeAllListeners(); },
  };
}

const isEvent = (v: unknown): v is ChatEvent => {
  const e = v as ChatEvent | null;
  if (!e || !Number.isInteger(e.c)) return false;
  if (e.type === 'queue') return e.status === 'open' || e.status === 'done';
  return e.type === 'typing' || Number.isInteger((e as { id?: number }).id);
};

/**
 * Several processes on one PostgreSQL (WORKERS=N, several machines): NOTIFY on the channel, and one LISTEN connection
 * of this process's own (apart from the pool, like db/pg-lock.ts) that hands each event to this process's streams.
 * An event this process publishes comes back through the same LISTEN, so every stream is fed one way.
 */
export function postgresBus(databaseUrl: string): ChatBus {
  const local = localBus();
  let sql: Sql | undefined;
  let ready: Promise<unknown> | undefined;
  const listening = () => (ready ??= (async () => {
    const { default: postgres } = await import('postgres');
    sql = postgres(databaseUrl, { max: 1, max_lifetime: 0, idle_timeout: 0, onnotice: () => {} });
    await sql.listen(CHANNEL, (payload) => {
      try {
        const e: unknown = JSON.parse(payload);
        if (isEvent(e)) void local.publish(e);
      } catch { /* not ours */ }
    });
  })());
  return {
    async publish(e) {
      await listening();
      await sql!`select pg_notify(${CHANNEL}, ${JSON.stringify(e)})`;
    },
    async subscribe(c, fn) {
      await listening();
      return local.subscribe(c, fn);
    },
    async subscribeAll(fn) {
      await listening();
      return local.subscribeAll(fn);
    },
    async close() {
      await local.close();
      await sql?.end({ timeout: 5 });
    },
  };
}

const buses = new WeakMap<Db, ChatBus>();

/** The bus of this database: LISTEN/NOTIFY on PostgreSQL (DATABASE_URL), else in-process. One per database handle. */
export function chatBus(deps: { db: Db; config: { databaseUrl?: string } }): ChatBus {
  let bus = buses.get(deps.db);
  if (!bus) {
    bus = deps.config.databaseUrl ? postgresBus(deps.config.databaseUrl) : localBus();
    buses.set(deps.db, bus);
  }
  return bus;
}

/** Closes the bus of `db` (its LISTEN connection), if one was made. */
export async function closeChatBus(db: Db): Promise<void> {
  const bus = buses.get(db);
  buses.delete(db);
  await bus?.close();
}
