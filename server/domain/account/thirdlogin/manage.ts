import type { Deps, UserRow } from '../../../http/env';
import { BizError } from '../../../http/errors';
import type { Lang } from '../../../i18n';
import type { ThirdLoginLinked, ThirdLoginStart } from '../../../../src/api/types/user';
import { hasProvider, identitiesOf, unlinkIdentity } from './accounts';
import { SETTINGS_ROUTE, listEntry, providerOf, startUrl } from './flow';
import { issueTicket } from './one-time';

/** Settings' part of third-party sign-in (api36.md): the linked providers, a link to start, an unlink. */

/** GET /api/thirdlogin/linked. */
export async function linkedOf(deps: Deps, user: UserRow, origin: string): Promise<ThirdLoginLinked> {
  const rows = await identitiesOf(deps.db, user.id);
  const linked = rows.map((r) => {
    const p = providerOf(deps, r.provider);
    return { name: r.provider, title: p?.title ?? r.provider, icon: p?.icon ?? '', email: r.email ?? '', nickname: r.name, created_at: r.createdAt };
  });
  const available = deps.config.thirdLogin.filter((p) => !rows.some((r) => r.provider === p.id)).map((p) => listEntry(p, origin));
  return { linked, available, has_password: user.passwordHash !== '' };
}

/** POST /api/thirdlogin/link: the start address with a one-time `link` code standing for the signed-in shopper. */
export async function linkStart(deps: Deps, user: UserRow, id: string, origin: string, lang: Lang): Promise<ThirdLoginStart> {
  const p = providerOf(deps, id);
  if (!p) throw new BizError('thirdlogin.unknown');
  if (await hasProvider(deps.db, user.id, p.id)) throw new BizError('thirdlogin.already', { provider: p.title });
  const code = await issueTicket(deps.db, { kind: 'link_start', provider: p.id, userId: user.id, returnTo: SETTINGS_ROUTE }, deps.now());
  const q = new URLSearchParams({ to: SETTINGS_ROUTE, lang, link: code });
  return { url: `${startUrl(origin, p.id)}?${q}` };
}

/** POST /api/thirdlogin/unlink: the provider's title for the message. */
export async function unlink(deps: Deps, user: UserRow, id: string): Promise<string> {
  await unlinkIdentity(deps.db, user.id, id);
  return providerOf(deps, id)?.title ?? id;
}
