import { describe, it, expect, afterEach } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { displayWidth, renderRecord, renderTable, truncate, wrap } from '../../server/ops/table';
import { editDistance, nearestNames } from '../../server/ops/suggest';
import { findServer, NoServer } from '../../server/ops/connect';
import { readServerFile, removeServerFile, writeServerFile } from '../../server/ops/server-file';
import { STATUS_WORDS, statusWords } from '../../server/ops/kinds';
import { ORDER_STATUS, PARCEL_STATUS, ONEPAY_STATUS, REFUND_STATUS } from '../../server/db/schema';
import { REHEARSAL_STATUS } from '../../server/domain/parcels/rehearsal';

const widths = (text: string) => text.split('\n').map(displayWidth);

describe('the CLI table', () => {
  const long = 'x'.repeat(300);
  const rows = Array.from({ length: 5 }, (_, i) => ({
    id: 1000 + i, sn: `O2611270009${i}`, status: i % 2, user: `someone.with.a.very.long.address.${i}@example.com`,
    goods: `男士休闲运动鞋 透气网面 跑步鞋 ${'长标题'.repeat(20)}`, content: long, amount: '12345.67', tags: ['a', 'b', 'c'],
    address: { city: 'Springfield', street: long }, created_at: 1795814792, note: 'line one\nline two\ttabbed',
  }));

  it('fits 80 columns with long, wide (CJK) and nested data, key columns whole, numbers and times never cut', () => {
    const text = renderTable(rows, { words: STATUS_WORDS.ORDER });
    expect(Math.max(...widths(text))).toBeLessThanOrEqual(80);
    const [header, rule, first] = text.split('\n');
    expect(header).toMatch(/^id {4}sn {12}status {4}user/);
    expect(rule).toMatch(/^-{4} {2}-{12} {2}-{8} {2}-+/);
    expect(first).toMatch(/^1000  O26112700090  0 unpaid /);
    expect(first).toContain('…');
    expect(text).not.toContain('\t');
    for (const line of text.split('\n').slice(2, 7)) expect(line).not.toMatch(/\d…/); // an amount or a time is never cut short
    expect(text).toMatch(/not shown: .*\(json=1 prints every column\)/);
    expect(text.split('\n').at(-1)).toMatch(/rows/);
  });

  it('narrower terminals too, and one answer as key  value lines', () => {
    for (const width of [40, 60, 80, 120]) expect(Math.max(...widths(renderTable(rows, { width })))).toBeLessThanOrEqual(width);
    const record = renderRecord(rows[0], { words: STATUS_WORDS.ORDER });
    expect(Math.max(...widths(record))).toBeLessThanOrEqual(80);
    expect(record).toMatch(/^status {6}0 unpaid$/m);
    expect(record).toMatch(/^created_at {2}\d{4}-\d\d-\d\d \d\d:\d\d$/m);
  });

  it('leaves out columns empty in every row, and says "(none)" for no rows', () => {
    expect(renderTable([{ id: 1, tracking_no: '', weight_g: null }])).not.toContain('tracking_no');
    expect(renderTable([])).toBe('(none)');
  });

  it('counts wide characters twice and cuts with …', () => {
    expect(displayWidth('包裹')).toBe(4);
    expect(displayWidth('Посылка')).toBe(7);
    expect(truncate('包裹包裹包裹', 5)).toBe('包裹…');
    expect(displayWidth(truncate('包裹包裹包裹', 5))).toBeLessThanOrEqual(5);
    expect(truncate('short', 10)).toBe('short');
    expect(wrap('one two three four five', 9)).toEqual(['one two', 'three', 'four five']);
  });
});

describe('status words', () => {
  it('name every status the schema knows, for each kind', () => {
    const covers = (words: Record<number, string>, constants: Record<string, number>) => expect(Object.keys(words).map(Number).sort()).toEqual(Object.values(constants).sort());
    covers(STATUS_WORDS.ORDER, ORDER_STATUS);
    covers(STATUS_WORDS.PARCEL, PARCEL_STATUS);
    covers(STATUS_WORDS.ONEPAY, ONEPAY_STATUS);
    covers(STATUS_WORDS.REFUND, REFUND_STATUS);
    covers(STATUS_WORDS.REHEARSAL, REHEARSAL_STATUS);
    expect(statusWords('receive')?.[ORDER_STATUS.warehouse]).toBe('in warehouse');
    expect(statusWords('ship')?.[PARCEL_STATUS.shipped]).toBe('shipped');
  });
});

describe('the nearest action names', () => {
  const names = ['orders', 'onepays', 'parcels', 'buy', 'receive', 'ship', 'shops', 'weigh', 'refunds', 'refund_approve', 'refund_reject', 'remits', 'remit_approve', 'withdrawals', 'deliver', 'help'];

  it('counts edits, a swap of two neighbours as one', () => {
    expect(editDistance('orders', 'orders')).toBe(0);
    expect(editDistance('recieve', 'receive')).toBe(1);
    expect(editDistance('ordrs', 'orders')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('suggests by prefix, by a few edits and by a word of the name; nothing for what is far from all', () => {
    expect(nearestNames('order', names)[0]).toBe('orders');
    expect(nearestNames('parcel', names)).toEqual(['parcels']);
    expect(nearestNames('recieve', names)).toEqual(['receive']);
    expect(nearestNames('refund', names)).toEqual(['refunds', 'refund_reject', 'refund_approve']);
    expect(nearestNames('approve', names).sort()).toEqual(['refund_approve', 'remit_approve']);
    expect(nearestNames('Weight', names)).toEqual(['weigh']);
    expect(nearestNames('zzz', names)).toEqual([]);
    expect(nearestNames('remit', names, 2)).toHaveLength(2);
  });
});

describe("finding the server's port and token", () => {
  const dirs: string[] = [];
  const dir = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'ops-find-'));
    dirs.push(d);
    return d;
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('reads the url the server wrote into DATA_DIR and the token it generated, without PORT or OPS_URL', () => {
    const d = dir();
    writeServerFile(d, 'http://localhost:18080', {});
    writeFileSync(path.join(d, 'ops-token'), 'secret-token\n');
    expect(JSON.parse(readFileSync(path.join(d, 'server.json'), 'utf8'))).toMatchObject({ url: 'http://localhost:18080', pid: process.pid, token: 'file' });
    expect(findServer({ DATA_DIR: d })).toEqual({ url: 'http://localhost:18080', token: 'secret-token', from: 'server.json' });
    // ./data of the folder the CLI runs in when DATA_DIR is not set.
    const project = dir();
    writeServerFile(path.join(project, 'data'), 'http://localhost:18081', {});
    writeFileSync(path.join(project, 'data', 'ops-token'), 'data-token');
    expect(findServer({}, project)).toMatchObject({ url: 'http://localhost:18081', token: 'data-token' });
  });

  it('OPS_URL and OPS_TOKEN override what the folder says', () => {
    const d = dir();
    writeServerFile(d, 'http://localhost:18080', {});
    writeFileSync(path.join(d, 'ops-token'), 'file-token');
    expect(findServer({ DATA_DIR: d, OPS_URL: 'http://shop.test:9000/', OPS_TOKEN: 'env-token' })).toEqual({ url: 'http://shop.test:9000', token: 'env-token', from: 'OPS_URL' });
    expect(findServer({ DATA_DIR: d, OPS_TOKEN: 'env-token' })).toMatchObject({ url: 'http://localhost:18080', token: 'env-token' });
  });

  it('says plainly that no server runs: no file, or a file whose process is gone', () => {
    const project = dir();
    expect(() => findServer({}, project)).toThrow(new NoServer('no server is running for ./data — start it with npm start, or set OPS_URL to reach one elsewhere'));
    const d = dir();
    writeServerFile(d, 'http://localhost:18080', {});
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
    const info = JSON.parse(readFileSync(path.join(d, 'server.json'), 'utf8'));
    writeFileSync(path.join(d, 'server.json'), JSON.stringify({ ...info, pid: Number(gone) }));
    expect(readServerFile(d)).toBeNull();
    expect(() => findServer({ DATA_DIR: d })).toThrow(/^no server is running for .*ops-find-.* — start it with npm start \(with the same DATA_DIR\)/);
  });

  it('asks for OPS_TOKEN when the server was started with one, or when no token file exists', () => {
    const d = dir();
    writeServerFile(d, 'http://localhost:18080', { OPS_TOKEN: 'kept-off-disk' });
    expect(() => findServer({ DATA_DIR: d })).toThrow(/started with OPS_TOKEN: give the CLI the same OPS_TOKEN/);
    expect(findServer({ DATA_DIR: d, OPS_TOKEN: 'kept-off-disk' }).token).toBe('kept-off-disk');
    const e = dir();
    writeServerFile(e, 'http://localhost:18080', {});
    expect(() => findServer({ DATA_DIR: e })).toThrow(/no operator token: set OPS_TOKEN/);
  });

  it('the server removes its file when it stops, not another server\'s', () => {
    const d = dir();
    writeServerFile(d, 'http://localhost:18080', {});
    removeServerFile(d, process.pid + 1);
    expect(existsSync(path.join(d, 'server.json'))).toBe(true);
    removeServerFile(d);
    expect(existsSync(path.join(d, 'server.json'))).toBe(false);
  });
});
