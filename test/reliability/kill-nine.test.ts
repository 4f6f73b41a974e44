import { describe, it, expect, afterAll } from 'vitest';
import { inject } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '../../server/db/open';
import { ledgerBalance } from '../../server/domain/money/wallet';
import { makeOrder, newShopper } from '../server/fixtures';
import { balanceOf } from '../server/pay-fixtures';
import { apiCallAt } from '../../scripts/shop/wire';
import { killAll, startServerProcess, type ServerProcess } from './server-process';

/**
 * The server killed with SIGKILL while one shopper pays many orders from the balance at once, then started
 * again on the same PGlite data folder: it must start, and the books must balance — the balance is the start
 * less the bills of exactly the orders marked paid, every paid order has its one debit and every debit its
 * paid order. Then the shopper pays the rest on the restarted server.
 */
const OPS = 'kill-nine-ops-token';
const ORDERS = 24;
const START_FEN = 1_000_000;
/** Payments answered before the kill. */
const KILL_AFTER = 3;
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-kill9-'));
let server: ServerProcess | undefined;
/** Every server process this file started: ended (by their own pid) before the data folder is removed. */
const spawned: ChildProcess[] = [];
afterAll(async () => {
  await killAll(spawned);
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
});

/** A shopper with ¥10 000 and `ORDERS` unpaid order groups of different sums, written into a fresh copy of the seeded database in `dataDir`. */
async function prepare() {
  const dump = new Blob([readFileSync(inject('pgliteDump'))]);
  const open = await openDb({ dataDir, loadDataDir: dump });
  try {
    const { user, token } = await newShopper(open.db, { balanceFen: START_FEN });
    const bills: { sn: string; fen: number }[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const { group } = await makeOrder(open.db, user.id, { priceFen: 1000 + 137 * i, goods: 1 + (i % 3) });
      bills.push({ sn: group.sn, fen: group.totalFen });
    }
    return { userId: user.id, token, bills };
  } finally {
    await open.close();
  }
}

type Books = { balanceFen: number; paid: Set<string>; debits: Map<string, number> };
/** What the shopper's own calls say: the balance, which bills are paid, and the payment entries of the ledger. */
async function books(base: string, token: string, bills: { sn: string }[]): Promise<Books> {
  const info = await apiCallAt(base, '/api/user/info', {}, { token });
  expect(info.code, info.msg).toBe(1);
  const paid = new Set<string>();
  for (const b of bills) {
    const inv = await apiCallAt(base, '/api/paywallet/getInvoice', { sn: b.sn }, { token });
    expect(inv.code, inv.msg).toBe(1);
    if (inv.data.paid) paid.add(b.sn);
  }
  const ledger = await apiCallAt(base, '/api/pay/expensesRecord', { type: 'payment', page: 1, pagesize: 100 }, { token });
  expect(ledger.code, ledger.msg).toBe(1);
  const debits = new Map<string, number>();
  for (const e of ledger.data.data as { ref_sn: string; amount: string }[]) {
    expect(debits.has(e.ref_sn), `two debits for ${e.ref_sn}`).toBe(false);
    debits.set(e.ref_sn, Math.round(Number(e.amount) * 100));
  }
  return { balanceFen: Math.round(Number(info.data.userinfo?.money ?? info.data.money) * 100), paid, debits };
}

function expectBalanced(b: Books, bills: { sn: string; fen: number }[]) {
  const owed = new Map(bills.map((x) => [x.sn, x.fen]));
  const paidSum = [...b.paid].reduce((s, sn) => s + owed.get(sn)!, 0);
  expect(b.balanceFen, 'balance = start − the bills of the paid orders').toBe(START_FEN - paidSum);
  expect([...b.debits.keys()].sort(), 'a debit for every paid order and no other').toEqual([...b.paid].sort());
  for (const [sn, fen] of b.debits) expect(fen, `debit of ${sn}`).toBe(-owed.get(sn)!);
}

// PGlite's own data folder is what a kill -9 can leave half written; on PostgreSQL (the reliability lane's second run)
// the database survives the server process, and the processes' crash tests are mail-crash's and workers'.
describe.skipIf(!!process.env.DATABASE_URL)('kill -9 during concurrent balance payments', () => {
  it('restarts on the same data with balanced books, and goes on taking payments', async () => {
    const { userId, token, bills } = await prepare();
    server = await startServerProcess(dataDir, OPS, spawned);
    const first = server;

    // Every bill at once; the server is killed once a few payments are answered, the others in flight.
    let answered = 0;
    let killed!: () => void;
    const killedNow = new Promise<void>((resolve) => (killed = resolve));
    const pays = bills.map((b) => apiCallAt(first.base, '/api/paywallet/payBalance', { sn: b.sn }, { token })
      .then((r) => { if (r.code === 1 && ++answered === KILL_AFTER) { first.child.kill('SIGKILL'); killed(); } return r.code; }, () => 'cut off'));
    await Promise.race([killedNow, Promise.all(pays)]);
    expect(answered, `only ${answered} payments answered: the server was never killed\n${first.log()}`).toBeGreaterThanOrEqual(KILL_AFTER);
    const outcomes = await Promise.all(pays);
    expect(await first.exited).toBeNull(); // killed by the signal, not exited
    const cutOff = outcomes.filter((o) => o === 'cut off').length;

    server = await startServerProcess(dataDir, OPS, spawned);
    const after = await books(server.base, token, bills);
    console.info(`kill -9: ${after.paid.size} of ${ORDERS} orders paid before the kill, ${cutOff} requests cut off`);
    expect(after.paid.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expectBalanced(after, bills);

    // The restarted server takes the remaining payments; the books still balance, now with every order paid.
    for (const b of bills.filter((x) => !after.paid.has(x.sn))) {
      const r = await apiCallAt(server.base, '/api/paywallet/payBalance', { sn: b.sn }, { token });
      expect(r.code, `${b.sn}: ${r.msg}`).toBe(1);
    }
    const end = await books(server.base, token, bills);
    expect(end.paid.size).toBe(ORDERS);
    expectBalanced(end, bills);

    // And the cached balance is the ledger's sum, read from the data folder once the server has stopped.
    server.child.kill('SIGTERM');
    await server.exited;
    const open = await openDb({ dataDir });
    try {
      expect(await balanceOf(open.db, userId)).toBe(await ledgerBalance(open.db, userId));
    } finally {
      await open.close();
    }
  }, 240_000);
});
