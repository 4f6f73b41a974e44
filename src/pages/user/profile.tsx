import { useState } from 'react';
import type { ComponentType } from 'preact';
import { t, type TKey } from '../../state/lang';
import { updateUser } from '../../state/session';
import { useUser } from '../../ui/useUser';
import { FormSkeleton } from '../../ui/Skeleton';
import { showToast } from '../../state/ui';
import { updateProfile, changeEmail, changeMobile } from '../../api/user';
import { uploadImage } from '../../api/upload';
import type { Gender, UserInfo } from '../../api/types/user';
import type { CropperProps } from '../../ui/cropper/Cropper';
import { Captcha } from '../../ui/Captcha';
import { imageAccepted } from '../../lib/validate';
import { Field, Form, ErrorLine, useForm } from './form';

const GENDERS: { v: Gender; label: TKey }[] = [{ v: 0, label: 'user.gender0' }, { v: 1, label: 'user.gender1' }, { v: 2, label: 'user.gender2' }];
/** The crop frame on a 360 px screen: a square with room around it. */
const frameSide = () => Math.min(280, Math.round((innerWidth || 0) * 0.75));

/** An e-mail or mobile change, proven by a code sent to the new contact. */
function ContactChange({ channel, onDone }: { channel: 'email' | 'mobile'; onDone: () => void }) {
  const f = useForm({ value: '', captcha: '' });
  const label: TKey = channel === 'email' ? 'user.newEmail' : 'user.newMobile';
  const submit = () => f.submit([{ field: 'value', label, email: channel === 'email' }, { field: 'captcha', label: 'captcha.label' }], async (v) => {
    const d = await (channel === 'email' ? changeEmail : changeMobile)(v.value.trim(), v.captcha.trim());
    updateUser(d.userinfo);
    showToast(t('user.saved'));
    onDone();
  });
  return (
    <Form onSubmit={submit}>
      <Field id={`pf-${channel}`} name="value" label={t(label)} type={channel === 'email' ? 'email' : 'tel'} inputMode={channel === 'email' ? 'email' : 'tel'}
        value={f.values.value} onInput={f.set('value')} autoComplete={channel === 'email' ? 'email' : 'tel'} error={f.error} />
      <Captcha kind={channel} event={channel === 'email' ? 'changeemail' : 'changemobile'} target={f.values.value} value={f.values.captcha} onInput={f.set('captcha')} {...f.codeErrors('value')} />
      <ErrorLine error={f.error} />
      <button class="btn btn-primary btn-block" type="submit" disabled={f.busy}>{t('common.confirm')}</button>
    </Form>
  );
}

/** Profile (spec §2): avatar through the cropper, nickname, gender, e-mail and mobile changes with codes. */
export default function Profile() {
  const u = useUser();
  // The form starts from the stored user; opened cold with only a token it is asked for at once.
  return u ? <ProfileForm u={u} /> : <FormSkeleton rows={5} />;
}

function ProfileForm({ u }: { u: UserInfo }) {
  const f = useForm({ nickname: u.nickname ?? '', gender: String(u.gender ?? 0) });
  const [editing, setEditing] = useState<'email' | 'mobile' | null>(null);
  const [Cropper, setCropper] = useState<ComponentType<CropperProps> | null>(null);

  const openCropper = () =>
    import('../../ui/cropper/Cropper').then((m) => setCropper(() => m.Cropper), () => showToast(t('chunk.failed', { name: 'cropper' })));
  const uploadAvatar = async (file: File) => {
    const { url } = await uploadImage(file);
    // No url, no picture (spec §5): the Cropper says the upload failed and the avatar stays as it was.
    if (!imageAccepted(url)) throw new Error('upload answered no url');
    const d = await updateProfile({ avatar: url });
    updateUser(d.userinfo);
    showToast(t('user.saved'));
    setCropper(null);
  };
  const save = () => f.submit([{ field: 'nickname', label: 'user.nickname' }], async (v) => {
    const d = await updateProfile({ nickname: v.nickname.trim(), gender: Number(v.gender) as Gender });
    updateUser(d.userinfo);
    showToast(t('user.saved'));
  });

  return (
    <>
      <div class="section">
        <button type="button" class="avatar-row" onClick={openCropper} aria-label={t('user.changeAvatar')}>
          {u.avatar ? <img class="avatar" src={u.avatar} width={64} height={64} alt="" /> : <span class="avatar avatar-empty" aria-hidden="true">{(u.nickname || u.username || '?').slice(0, 1)}</span>}
          <span>{t('user.changeAvatar')}</span>
        </button>
        <p class="kv"><span class="muted">{t('user.username')}</span><span>{u.username}</span></p>
        <Form onSubmit={save}>
          <Field id="pf-nickname" name="nickname" label={t('user.nickname')} value={f.values.nickname} onInput={f.set('nickname')} autoComplete="nickname" error={f.error} />
          <fieldset class="radios">
            <legend>{t('user.gender')}</legend>
            {GENDERS.map((g) => (
              <label key={g.v}>
                <input type="radio" name="gender" value={g.v} checked={f.values.gender === String(g.v)} onChange={() => f.set('gender')(String(g.v))} />
                {t(g.label)}
              </label>
            ))}
          </fieldset>
          <ErrorLine error={f.error} />
          <button class="btn btn-primary btn-block" type="submit" disabled={f.busy}>{t('user.save')}</button>
        </Form>
      </div>
      <div class="section">
        {(['email', 'mobile'] as const).map((c) => (
          <div key={c}>
            <p class="kv kv-contact">
              <span class="muted">{t(c === 'email' ? 'user.email' : 'user.mobile')}</span>
              <span>{u[c] || t('user.notSet')}</span>
              <button type="button" class="btn btn-small" aria-expanded={editing === c} onClick={() => setEditing(editing === c ? null : c)}>
                {t(c === 'email' ? 'user.changeEmail' : 'user.changeMobile')}
              </button>
            </p>
            {editing === c && <ContactChange channel={c} onDone={() => setEditing(null)} />}
          </div>
        ))}
      </div>
      {Cropper && <Cropper frame={{ width: frameSide(), height: frameSide() }} onUpload={uploadAvatar} onClose={() => setCropper(null)} />}
    </>
  );
}
