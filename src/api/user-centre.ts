import { get } from './client';
import type { UserCentre } from './types/user';

let centre: Promise<UserCentre> | null = null;
/** /api/user/info; callers at the same moment (boot and the user centre) share one request. */
export const userInfo = (opts: { toast?: boolean } = {}) => (centre ??= get<UserCentre>('/api/user/info', {}, opts).finally(() => { centre = null; }));
