import { useEffect, useRef, useState } from 'react';
import { t, type TKey } from '../../state/lang';
import { shrink } from '../../lib/image';
import {
  type CropState, type Frame, type Point, baseScale, clampScale, cssTransform, distance, dragStep, drawPlan, exportFormat, exportSize,
  frameError, initialState, isImageFile, pinchScale, rotate, saturate, SATURATION_MAX, SATURATION_MIN, THUMB_SIDE,
} from '../../lib/crop-geometry';
import { readAsDataUrl, decode } from './load';
import './cropper.css';

export type CropperProps = {
  /** The crop frame in screen px: both sides are required (spec §5). */
  frame: Partial<Frame>;
  /** Receives the 200 px thumbnail (png, or jpg for a jpg source); a throw shows error_put. */
  onUpload: (file: File) => Promise<void>;
  onClose: () => void;
};

type Step = 'choose' | 'crop' | 'preview';
export type CropMessage = 'cropper.noFrame' | 'cropper.badImage' | 'cropper.error1' | 'cropper.error2' | 'cropper.error_prv' | 'cropper.error_read' | 'cropper.error_put';

class CropFailure extends Error {
  constructor(public key: CropMessage) {
    super(key);
  }
}

/** A 2D context or error2 (the canvas could not be created: memory, or no canvas support). */
function context(c: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = c.getContext('2d');
  if (!ctx) throw new CropFailure('cropper.error2');
  return ctx;
}

/**
 * The avatar cropper (spec §2, §5): choose an image → crop (drag, pinch or buttons to zoom within
 * 0.3–4, rotate by 90°) → preview with a saturation slider (−100..100) → upload the 200 px thumbnail,
 * or close. Loaded only when opened, with Compressor.js after it.
 */
export function Cropper({ frame: rawFrame, onUpload, onClose }: CropperProps) {
  const frameBad = frameError(rawFrame);
  const frame = rawFrame as Frame;
  const [step, setStep] = useState<Step>('choose');
  const [msg, setMsg] = useState<CropMessage | null>(frameBad);
  const [img, setImg] = useState<HTMLImageElement | null>(null);
  const [source, setSource] = useState<File | null>(null);
  const [s, setS] = useState<CropState>(initialState);
  const [sat, setSat] = useState(0);
  const [busy, setBusy] = useState(false);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ d: number; s: number } | null>(null);
  const original = useRef<ImageData | null>(null);
  const preview = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [onClose]);

  const fail = (e: unknown, fallback: CropMessage) => setMsg(e instanceof CropFailure ? e.key : fallback);

  const choose = async (file: File | null | undefined) => {
    if (!file) return;
    if (!isImageFile(file)) return setMsg('cropper.badImage');
    setMsg(null);
    try {
      const url = await readAsDataUrl(file).catch(() => { throw new CropFailure('cropper.error_read'); });
      const el = await decode(url).catch(() => { throw new CropFailure('cropper.error1'); });
      setImg(el);
      setSource(file);
      setS(initialState());
      setSat(0);
      setStep('crop');
    } catch (e) {
      fail(e, 'cropper.error_read');
    }
  };

  const base = img ? baseScale(img.naturalWidth, img.naturalHeight, frame, s.rotation) : 1;

  /** Draws the crop at the image's own resolution (capped) on a new canvas. */
  const renderCrop = (): HTMLCanvasElement => {
    if (!img) throw new CropFailure('cropper.error_prv');
    const out = exportSize(frame, base * s.scale);
    const c = document.createElement('canvas');
    c.width = out.width;
    c.height = out.height;
    const ctx = context(c);
    if (exportFormat(source ?? {}).mime === 'image/jpeg') {
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, out.width, out.height);
    }
    const p = drawPlan(s, frame, out, base);
    ctx.scale(p.sx, p.sy);
    ctx.translate(p.tx, p.ty);
    ctx.rotate(p.angle);
    ctx.scale(p.scale, p.scale);
    ctx.drawImage(img, -img.naturalWidth / 2, -img.naturalHeight / 2);
    return c;
  };

  const toPreview = () => {
    try {
      const c = renderCrop();
      original.current = context(c).getImageData(0, 0, c.width, c.height);
      setSat(0);
      setStep('preview');
    } catch (e) {
      fail(e, 'cropper.error_prv');
    }
  };

  // Paints the preview with the slider's saturation (manual pixel math, spec §2).
  useEffect(() => {
    const c = preview.current;
    const data = original.current;
    if (step !== 'preview' || !c || !data) return;
    try {
      c.width = data.width;
      c.height = data.height;
      const copy = new ImageData(new Uint8ClampedArray(data.data), data.width, data.height);
      saturate(copy.data, sat);
      context(c).putImageData(copy, 0, 0);
    } catch (e) {
      fail(e, 'cropper.error_prv');
    }
  }, [step, sat]);

  const upload = async () => {
    const c = preview.current;
    if (!c || busy) return;
    const fmt = exportFormat(source ?? {});
    setBusy(true);
    setMsg(null);
    let file: File;
    try {
      const blob = await new Promise<Blob | null>((r) => c.toBlob(r, fmt.mime, fmt.quality));
      if (!blob) throw new CropFailure('cropper.error_prv');
      const thumb = await shrink(blob, THUMB_SIDE, fmt.mime, fmt.quality);
      file = new File([thumb], `avatar.${fmt.ext}`, { type: fmt.mime });
    } catch (e) {
      setBusy(false);
      return fail(e, 'cropper.error_prv');
    }
    try {
      await onUpload(file);
    } catch {
      setMsg('cropper.error_put');
    } finally {
      setBusy(false);
    }
  };

  const down = (e: PointerEvent) => {
    (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const [a, b] = [...pointers.current.values()];
    pinch.current = b ? { d: distance(a, b), s: s.scale } : null;
  };
  const move = (e: PointerEvent) => {
    const prev = pointers.current.get(e.pointerId);
    if (!prev) return;
    const next = { x: e.clientX, y: e.clientY };
    pointers.current.set(e.pointerId, next);
    if (pointers.current.size > 1) {
      const [a, b] = [...pointers.current.values()];
      const p = pinch.current;
      if (p) setS((v) => ({ ...v, scale: pinchScale(p.s, p.d, distance(a, b)) }));
      return;
    }
    const d = dragStep(prev, next);
    if (d) setS((v) => ({ ...v, x: v.x + d.x, y: v.y + d.y }));
  };
  const up = (e: PointerEvent) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };
  const zoom = (f: number) => setS((v) => ({ ...v, scale: clampScale(v.scale * f) }));

  const title: TKey = step === 'preview' ? 'cropper.preview' : 'cropper.title';
  return (
    <div class="overlay cropper" role="dialog" aria-modal="true" aria-labelledby="cropper-title">
      <div class="cropper-head">
        <h2 id="cropper-title">{t(title)}</h2>
        <button type="button" class="btn btn-small" onClick={onClose}>{t('cropper.close')}</button>
      </div>
      <p class="cropper-msg" role="alert">{msg ? t(msg) : ''}</p>
      {!frameBad && step === 'choose' && (
        <div class="cropper-choose">
          <label class="btn btn-primary" for="cropper-file">{t('cropper.choose')}</label>
          <input id="cropper-file" class="sr-only" type="file" accept="image/*" onChange={(e) => {
            const input = e.currentTarget as HTMLInputElement;
            void choose(input.files?.[0]);
            input.value = '';
          }} />
        </div>
      )}
      {!frameBad && step === 'crop' && img && (
        <>
          <div class="crop-stage" style={{ height: frame.height + 80 }} onPointerDown={down} onPointerMove={move} onPointerUp={up} onPointerCancel={up}
            onWheel={(e) => { e.preventDefault(); zoom(e.deltaY < 0 ? 1.1 : 1 / 1.1); }}>
            <img src={img.src} alt={t('cropper.imageAlt')} width={img.naturalWidth} height={img.naturalHeight} draggable={false}
              style={{ transform: cssTransform(s, base) }} />
            <div class="crop-frame" style={{ width: frame.width, height: frame.height }} />
          </div>
          <div class="cropper-tools">
            <button type="button" class="btn btn-small" onClick={() => zoom(1 / 1.25)} aria-label={t('cropper.zoomOut')}>−</button>
            <button type="button" class="btn btn-small" onClick={() => zoom(1.25)} aria-label={t('cropper.zoomIn')}>+</button>
            <button type="button" class="btn btn-small" onClick={() => setS((v) => ({ ...v, rotation: rotate(v.rotation) }))}>{t('cropper.rotate')}</button>
            <button type="button" class="btn btn-small" onClick={() => setStep('choose')}>{t('cropper.again')}</button>
          </div>
          <button type="button" class="btn btn-primary btn-block" onClick={toPreview}>{t('cropper.next')}</button>
        </>
      )}
      {!frameBad && step === 'preview' && (
        <>
          <canvas ref={preview} class="crop-preview" style={{ width: frame.width, height: frame.height }} aria-label={t('cropper.preview')} role="img" />
          <label class="cropper-slider" for="cropper-sat">
            {t('cropper.saturation')} <output for="cropper-sat">{sat}</output>
          </label>
          <input id="cropper-sat" type="range" min={SATURATION_MIN} max={SATURATION_MAX} step={1} value={sat} onInput={(e) => setSat(Number((e.target as HTMLInputElement).value))} />
          <div class="cropper-tools">
            <button type="button" class="btn btn-small" onClick={() => setStep('crop')}>{t('cropper.back')}</button>
            <button type="button" class="btn btn-primary" disabled={busy} onClick={upload}>{t('cropper.upload')}</button>
          </div>
        </>
      )}
    </div>
  );
}
