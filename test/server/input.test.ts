import { describe, it, expect } from 'vitest';
import { Hono } from 'hono';
import { z } from 'zod';
import { readParams, parseInput, f } from '../../server/http/input';
import { BizError } from '../../server/http/errors';

const app = new Hono().all('/echo', async (c) => c.json(await readParams(c)));
const echo = async (url: string, init?: RequestInit) => (await app.request(url, init)).json();

describe('reading parameters the FastAdmin way', () => {
  it('reads the query, with key[] as a list and repeated plain keys as the last value', async () => {
    expect(await echo('/echo?ids[]=1&ids[]=2&a=x&a=y')).toEqual({ ids: ['1', '2'], a: 'y' });
  });
  it('merges a form body over the query', async () => {
    const body = new URLSearchParams([['a', 'body'], ['ids[]', '3'], ['ids[]', '4']]).toString();
    expect(await echo('/echo?a=query&b=1', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })).toEqual({ a: 'body', b: '1', ids: ['3', '4'] });
  });
  it('reads a JSON body', async () => {
    expect(await echo('/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"n":1}' })).toEqual({ n: 1 });
  });
});

describe('validating', () => {
  const schema = z.object({ id: f.id(), amount: f.yuan().optional(), ids: f.ids().optional() });
  it('names an empty required field', () => {
    expect(() => parseInput(schema, {})).toThrow(BizError);
    try {
      parseInput(schema, {});
    } catch (e) {
      expect(e).toMatchObject({ key: 'error.required', params: { field: 'id' } });
    }
  });
  it('names an invalid field', () => {
    try {
      parseInput(schema, { id: '1', amount: '1.234' });
    } catch (e) {
      expect(e).toMatchObject({ key: 'error.invalid', params: { field: 'amount' } });
    }
  });
  it('turns yuan into fen and id lists into unique numbers', () => {
    expect(parseInput(schema, { id: '3', amount: '12.5', ids: '1,2,2' })).toEqual({ id: 3, amount: 1250, ids: [1, 2] });
    expect(parseInput(schema, { id: '3', ids: ['4', 5] })).toMatchObject({ ids: [4, 5] });
  });
});

describe('counts', () => {
  it('f.count(max) takes whole numbers from 1 to max, never beyond an int32 whatever max says', () => {
    const schema = z.object({ n: f.count(5) });
    expect(parseInput(schema, { n: '5' })).toEqual({ n: 5 });
    for (const n of ['6', '0', '-1', '2.5', 'x']) expect(() => parseInput(schema, { n }), n).toThrow(expect.objectContaining({ key: 'error.invalid', params: { field: 'n' } }));
    expect(f.count(Number.MAX_SAFE_INTEGER).safeParse('2147483647').success).toBe(true);
    expect(f.count(Number.MAX_SAFE_INTEGER).safeParse('2147483648').success).toBe(false);
  });
});
