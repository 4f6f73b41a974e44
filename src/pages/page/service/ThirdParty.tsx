import { useEffect, useRef, useState } from 'react';
import { t, lang } from '../../../state/lang';
import { configAll } from '../../../state/settings';
import { loggedIn, userInfo } from '../../../state/session';
import { chatIdentity } from '../../../api/chat-identity';
import { loadScript, waitForIcon, chatVisible } from '../../../lib/chat';
import { chatPlan, type ChatPlan } from '../../../lib/chat-providers';
import { identifyChatwoot, startChatwoot, type Chatwoot } from '../../../lib/chatwoot';
import Contacts from './Contacts';

type Phase = 'connecting' | 'ready' | 'unavailable';
type Opened = { open: () => void; leave?: () => void };

/** A loader or a generic script: loaded once, then its launcher looked for every second; null when it never shows. */
const openLauncher = (plan: Extract<ChatPlan, { kind: 'launcher' }>): Promise<Opened | null> =>
  loadScript(plan.url).then(() => waitForIcon(plan.selector)).then((el) => el && { open: () => el.click() });

/** Chatwoot: the widget in the shop's language, the signed-in shopper identified by the server's HMAC (else anonymous). */
async function openChatwoot(plan: Extract<ChatPlan, { kind: 'chatwoot' }>, signedIn: boolean): Promise<Opened> {
  const cw: Chatwoot = await startChatwoot(plan);
  cw.setLocale(plan.locale);
  cw.toggleBubbleVisibility('show');
  const me = userInfo.value;
  const id = signedIn ? await chatIdentity().catch(() => null) : null;
  identifyChatwoot(cw, id && { ...id, email: me?.email ?? '', name: me?.nickname || me?.username || '' });
  // Its bubble belongs to this tab: closed and hidden when the shopper goes elsewhere.
  return { open: () => cw.toggle('open'), leave: () => (cw.toggle('close'), cw.toggleBubbleVisibility('hide')) };
}

/**
 * The Service tab with a chat the operator runs elsewhere (configlist `chat_provider`: 'loader', 'chatwoot' or
 * 'script'; issue 34). The chat reopens by itself when it was left open (the chat-visibility key); when the provider
 * cannot be reached (script error, timeout, no launcher) the shop's own contacts show instead, as they do meanwhile.
 */
export default function ThirdPartyChat() {
  const [phase, setPhase] = useState<Phase>('connecting');
  const opened = useRef<Opened | null>(null);
  const plan = chatPlan(configAll.value, lang.value);
  // Started again only when what it loads changes (a new config object with the same keys is the same chat).
  const planKey = JSON.stringify(plan);
  const signedIn = loggedIn.value;

  useEffect(() => {
    let live = true;
    setPhase('connecting');
    const start = !plan ? Promise.resolve(null) : plan.kind === 'chatwoot' ? openChatwoot(plan, signedIn) : openLauncher(plan);
    start.then((o) => {
      if (!live) return o?.leave?.();
      opened.current = o;
      setPhase(o ? 'ready' : 'unavailable');
      if (o && chatVisible.get()) o.open();
    }, () => live && setPhase('unavailable'));
    return () => {
      live = false;
      opened.current?.leave?.();
      opened.current = null;
    };
  }, [planKey, signedIn]);

  const open = () => {
    chatVisible.set(true);
    opened.current?.open();
  };

  return (
    <>
      {phase === 'connecting' && <p class="muted" role="status"><span class="spinner small" /> {t('service.connecting')}</p>}
      {phase === 'ready' && <button class="btn btn-primary btn-block" onClick={open}>{t('service.open')}</button>}
      {phase === 'unavailable' && <p role="status">{t('service.unavailable')}</p>}
      {phase !== 'ready' && <Contacts />}
    </>
  );
}
