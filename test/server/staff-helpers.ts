import { randomBytes } from 'node:crypto';
import type { Harness, Params } from './harness';

/**
 * The chat console's side in tests: a staff member added by the operator's call, their sign-in (the cookie it sets)
 * and calls made with that cookie, as the console page makes them (form posts from the same site).
 */
export async function newStaff(h: Harness, name = 'Anna') {
  const email = `staff_${randomBytes(4).toString('hex')}@shop.example`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const r = await h.ops('staff_add', { name, email: email.toUpperCase(), password });
  if (r.code !== 1) throw new Error(`staff_add: ${r.msg}`);
  return { id: r.data.id as number, name, email, password };
}

/** POST /ops/chat/login: the envelope, and the `staff_session` cookie pair ("staff_session=…") when one was set. */
export async function staffSignIn(h: Harness, email: string, password: string, o: { peer?: string; headers?: Record<string, string> } = {}) {
  const socket = { incoming: { socket: { remoteAddress: o.peer ?? '10.9.0.1', remoteFamily: 'IPv4' } } };
  const res = await h.app.request('/ops/chat/login', {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...o.headers }, body: new URLSearchParams({ email, password, lang: 'en' }).toString(),
  }, socket);
  const cookies = res.headers.getSetCookie();
  const pair = cookies.find((c) => /path=\/ops/i.test(c))?.split(';')[0] ?? '';
  return { status: res.status, body: await res.json(), cookies, cookie: pair };
}

/** A staff member signed in: their cookie. */
export async function signedInStaff(h: Harness, name?: string) {
  const s = await newStaff(h, name);
  const { cookie } = await staffSignIn(h, s.email, s.password);
  if (!cookie) throw new Error('no staff cookie');
  return { ...s, cookie };
}

/** A console call with the staff cookie (or none). */
export const staffCall = <T = any>(h: Harness, action: string, params: Params = {}, cookie = '', lang = 'en') =>
  h.call<T>(`/ops/chat/${action}`, params, { headers: cookie ? { cookie } : {}, lang });
