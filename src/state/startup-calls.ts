import { effect } from '@preact/signals';
import * as api from '../api/startup';
import { userInfo as fetchUserInfo } from '../api/user-centre';
import { setSettings } from './settings';
import { lang, fromCountry, mergeServerDict, type Lang } from './lang';
import { token, updateUser } from './session';
import { oneTaskEach, untilDone } from '../lib/timing';
import { chatUnread, unreadMessages } from './unread';

/**
 * The startup calls (state/boot.ts says when), all in parallel: settings, country → language default,
 * the server's dictionary (again whenever the language changes), and the user when a token exists (with the
 * unread messages of the Me tab and the chat's of the Service tab, refreshed whenever the app returns to the foreground).
 * A call lost with the connection is made again when it comes back (untilDone). Each call is sent from an
 * idle task of its own (oneTaskEach): seven at once made one long task on a slow phone.
 * A chunk of its own: the first load does not carry code that runs seconds later.
 */
export function startupCalls(): void {
  let dictFor: Lang | null = null;
  const user = () => void fetchUserInfo({ toast: false }).then((u) => {
    updateUser({ ...u.userinfo, token: token.value });
    // Written here, not through state/unread-refresh.ts: this chunk is on many routes' budgets (vite.config.ts 'startup').
    unreadMessages.value = u.message_count;
    chatUnread.value = u.chat_unread;
  }, () => {});
  // Back in the foreground: the user again, with the Me tab's unread count.
  addEventListener('visibilitychange', () => document.hidden || !token.value || user());
  oneTaskEach([
    () => untilDone(() => api.addonList().then((addonList) => setSettings({ addonList }))),
    () => untilDone(() => api.configList().then((c) => setSettings({ configAll: c.all ?? {} }))),
    () => untilDone(() => api.languageList().then((languageList) => setSettings({ languageList }))),
    () => untilDone(() => api.countryCode().then((r) => {
      setSettings({ countryCode: r.country_code });
      return fromCountry(r.country_code);
    })),
    () => effect(() => {
      const l = lang.value;
      if (l === dictFor) return;
      dictFor = l;
      // Currency names come in the language too.
      oneTaskEach([
        () => untilDone(() => api.currencyList().then((currencyList) => setSettings({ currencyList }))),
        () => untilDone(() => api.serverDictionary(l).then((d) => (d && typeof d === "object" ? mergeServerDict(l, d) : undefined))),
      ]);
    }),
    ...(token.value ? [user] : []),
  ]);
}
