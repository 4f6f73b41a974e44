import { useRef, useState } from 'react';
import { t, tn } from '../../state/lang';
import { loggedIn } from '../../state/session';
import { showToast } from '../../state/ui';
import { inlineMessage } from '../../api/client';
import { communityPost, replyPost } from '../../api/community';
import type { CommunityPost, CommunityReply } from '../../api/types/community';
import { dateTime } from '../../lib/units';
import { toLogin } from '../../router/to-login';
import { PhotoStrip } from '../../ui/PhotoStrip';

/** The server's rule for a reply. */
export const REPLY_MAX = 500;

const When = ({ at }: { at: number }) => <time dateTime={new Date(at * 1000).toISOString()}>{dateTime(at)}</time>;

/** The writer's avatar (a site url: the server's upload), or the first letter of their (masked) name on a coloured disc. */
function Avatar({ name, src, small }: { name: string; src: string; small?: boolean }) {
  const size = small ? 28 : 40;
  if (/^\/(?![/\\])/.test(src)) return <img class="cm-avatar" src={src} width={size} height={size} alt="" loading="lazy" />;
  return <span class="cm-avatar cm-initial" style={{ width: size, height: size }} aria-hidden="true">{[...name][0] ?? '?'}</span>;
}

/**
 * One community post: who wrote it (masked) and when, the text, photos as thumbnails opening the viewer,
 * and its replies collapsed behind "n replies" (fetched on the first tap); a reply box for a signed-in
 * shopper, a way to log in for a visitor.
 */
export function PostCard({ p }: { p: CommunityPost }) {
  const [count, setCount] = useState(p.reply_count);
  const [replies, setReplies] = useState<CommunityReply[] | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLInputElement>(null);

  const load = async () => {
    setLoading(true);
    try {
      const d = await communityPost(p.id);
      setReplies(d.replies);
      setCount(d.reply_count);
    } catch {
      /* the client's toast says why */
    } finally {
      setLoading(false);
    }
  };
  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && !replies) void load();
  };
  const send = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    const n = [...text.trim()].length;
    if (!n || n > REPLY_MAX) {
      setError(n ? t('community.tooLong', { max: REPLY_MAX }) : t('community.emptyText'));
      box.current?.focus();
      return;
    }
    setError('');
    setBusy(true);
    try {
      const r = await replyPost(p.id, text.trim());
      setCount((c) => c + 1);
      setOpen(true);
      setText('');
      showToast(t('community.replySent'));
      // Shown under the earlier replies: appended when they are here, else all of them fetched (the new one with them).
      if (replies) setReplies([...replies, r]);
      else void load();
    } catch (err) {
      setError(inlineMessage(err) || t('error.unknown'));
    } finally {
      setBusy(false);
    }
  };

  const name = p.mine ? t('community.yours') : p.name;
  return (
    <li class="cm-card" id={`post-${p.id}`}>
      <div class="cm-head">
        <Avatar name={p.name} src={p.avatar} />
        <div class="cm-who">
          <b>{name}</b>
          <span class="muted"><When at={p.created_at} /></span>
        </div>
        {p.status === 0 && <span class="cm-hidden">{t('community.hidden')}</span>}
      </div>
      <p class="cm-text">{p.content}</p>
      {p.images.length > 0 && (
        <PhotoStrip photos={p.images} label={t('community.photosLabel')} photoLabel={(n) => t('community.photoN', { n, total: p.images.length })} />
      )}
      <div class="cm-foot">
        {count > 0 ? (
          <button type="button" class="cm-toggle" aria-expanded={open} aria-controls={`replies-${p.id}`} onClick={toggle}>
            {open ? t('community.hideReplies') : tn('community.replies', count)}
          </button>
        ) : <span class="muted cm-none">{t('community.noReplies')}</span>}
        {!loggedIn.value && p.status === 1 && (
          <button type="button" class="cm-toggle" onClick={() => toLogin()}>{t('community.loginToReply')}</button>
        )}
      </div>
      {open && (
        <ul class="cm-replies" id={`replies-${p.id}`} aria-busy={loading}>
          {loading && !replies && <li class="sk cm-reply-sk" />}
          {replies?.map((r) => (
            <li key={r.id} class="cm-reply">
              <Avatar name={r.name} src={r.avatar} small />
              <div>
                <p class="cm-reply-meta"><b>{r.name}</b> <When at={r.created_at} /></p>
                <p class="cm-text">{r.content}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {loggedIn.value && p.status === 1 && (
        <form class="cm-reply-form" noValidate onSubmit={send}>
          <input ref={box} class="input" type="text" maxLength={REPLY_MAX + 100} value={text} placeholder={t('community.replyHint')}
            aria-label={t('community.replyTo', { name: p.name })} aria-invalid={error ? true : undefined}
            onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)} />
          <button type="submit" class="btn btn-small btn-primary" disabled={busy}>{t('community.reply')}</button>
          {error && <p class="field-error cm-reply-err" role="alert">{error}</p>}
        </form>
      )}
    </li>
  );
}
