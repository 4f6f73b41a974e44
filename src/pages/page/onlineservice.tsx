import { useEffect, useState } from 'react';
import { t, lang, type TKey } from '../../state/lang';
import { configAll } from '../../state/settings';
import { serviceContacts } from '../../api/startup';
import type { ServiceContacts } from '../../api/types/shipping';
import { loadScript, chatScriptUrl, waitForIcon, chatVisible } from '../../lib/chat';

type Phase = 'connecting' | 'ready' | 'unavailable';

const CONTACT_FIELDS: { key: keyof ServiceContacts; label: TKey; href?: (v: string) => string }[] = [
  { key: 'phone', label: 'service.phone', href: (v) => `tel:${v.replace(/[^\d+]/g, '')}` },
  { key: 'email', label: 'service.email', href: (v) => `mailto:${v}` },
  { key: 'whatsapp', label: 'service.whatsapp', href: (v) => `https://wa.me/${v.replace(/\D/g, '')}` },
  { key: 'telegram', label: 'service.telegram', href: (v) => `https://t.me/${v.replace(/^@/, '')}` },
  { key: 'wechat', label: 'service.wechat' },
  { key: 'hours', label: 'service.hours' },
  { key: 'address', label: 'service.address' },
];

/**
 * The online-service tab: the third-party chat loads on demand with the company id and language from
 * the config; when the provider cannot be reached the shop's own contacts show instead of a blank page.
 */
export default function OnlineService() {
  const [phase, setPhase] = useState<Phase>('connecting');
  const [icon, setIcon] = useState<HTMLElement | null>(null);
  const [contacts, setContacts] = useState<ServiceContacts | null>(null);
  const { chat_script_url: script, chat_company_id: company, chat_icon_selector: selector } = configAll.value;

  useEffect(() => {
    let live = true;
    void serviceContacts().then((c) => live && setContacts(c), () => {});
    if (!script || !company) {
      setPhase('unavailable');
      return;
    }
    loadScript(chatScriptUrl(String(script), String(company), lang.value))
      .then(() => waitForIcon(String(selector ?? '[data-chat-launcher]')))
      .then((el) => {
        if (!live) return;
        setIcon(el);
        setPhase(el ? 'ready' : 'unavailable');
        if (el && chatVisible.get()) el.click();
      })
      .catch(() => live && setPhase('unavailable'));
    return () => {
      live = false;
    };
  }, [script, company]);

  const open = () => {
    chatVisible.set(true);
    icon?.click();
  };

  return (
    <div class="section">
      {phase === 'connecting' && <p class="muted" role="status"><span class="spinner small" /> {t('service.connecting')}</p>}
      {phase === 'ready' && <button class="btn btn-primary btn-block" onClick={open}>{t('service.open')}</button>}
      {phase === 'unavailable' && <p role="status">{t('service.unavailable')}</p>}
      {phase !== 'ready' && contacts && (
        <dl class="contacts">
          {CONTACT_FIELDS.filter((f) => contacts[f.key]).map((f) => (
            <div key={f.key} class="contact-row">
              <dt class="muted">{t(f.label)}</dt>
              <dd>{f.href ? <a href={f.href(contacts[f.key])} rel="noopener">{contacts[f.key]}</a> : contacts[f.key]}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
