/** The questions page; `?id=` opens one thread. */
export const ADVISORY_PATH = '/pages/member/advisory/index';
