import { useEffect, useState } from 'react';
import { t, type TKey } from '../../../state/lang';
import { serviceContacts } from '../../../api/startup';
import type { ServiceContacts } from '../../../api/types/shipping';
import './contacts.css';

const CONTACT_FIELDS: { key: keyof ServiceContacts; label: TKey; href?: (v: string) => string }[] = [
  { key: 'phone', label: 'service.phone', href: (v) => `tel:${v.replace(/[^\d+]/g, '')}` },
  { key: 'email', label: 'service.email', href: (v) => `mailto:${v}` },
  { key: 'whatsapp', label: 'service.whatsapp', href: (v) => `https://wa.me/${v.replace(/\D/g, '')}` },
  { key: 'telegram', label: 'service.telegram', href: (v) => `https://t.me/${v.replace(/^@/, '')}` },
  { key: 'wechat', label: 'service.wechat' },
  { key: 'hours', label: 'service.hours' },
  { key: 'address', label: 'service.address' },
];

/** `text` with each bracketed part ("（北京时间）", "(UTC+8)") kept on one line: a line breaks before it or after it. */
const keepBrackets = (text: string) =>
  text.split(/([(（][^)）]*[)）])/).map((part, i) => (i % 2 ? <span key={i} style={{ whiteSpace: 'nowrap' }}>{part}</span> : part));

/**
 * The shop's own contacts (phone, e-mail, messengers, hours, address), asked for when shown: what the Service tab
 * offers when no chat can answer (a provider out of reach, staff offline). Nothing while they load or when the call fails.
 */
export default function Contacts() {
  const [contacts, setContacts] = useState<ServiceContacts | null>(null);
  useEffect(() => {
    let live = true;
    void serviceContacts().then((c) => live && setContacts(c), () => {});
    return () => {
      live = false;
    };
  }, []);
  if (!contacts) return null;
  return (
    <dl class="contacts">
      {CONTACT_FIELDS.filter((f) => contacts[f.key]).map((f) => (
        <div key={f.key} class="contact-row">
          <dt class="muted">{t(f.label)}</dt>
          <dd>{f.href ? <a href={f.href(contacts[f.key])} rel="noopener">{contacts[f.key]}</a> : keepBrackets(contacts[f.key])}</dd>
        </div>
      ))}
    </dl>
  );
}
