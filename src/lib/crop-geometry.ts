/**
 * The avatar cropper's geometry (spec §5, §9), pure so it is tested without a canvas.
 *
 * Display coordinates: the crop frame (fw × fh) is centred at the origin; the image is drawn centred
 * at (x, y) from the frame's centre, rotated by `rotation` degrees and scaled by base × `scale`
 * display px per natural px (base: the scale at which the image just covers the frame).
 */

/** Scale limits (spec §5 defaults). */
export const MIN_SCALE = 0.3;
export const MAX_SCALE = 4;
/** A touch move longer than this in one event is a jump (a second finger, a glitch), not a drag. */
export const DRAG_MAX_STEP = 100;
/** Thumbnail long side (spec §9). */
export const THUMB_SIDE = 200;
/** Export quality (spec §5). */
export const EXPORT_QUALITY = 1;
/** The saturation slider's range (spec §5). */
export const SATURATION_MIN = -100;
export const SATURATION_MAX = 100;

export type Frame = { width: number; height: number };
export type CropState = { x: number; y: number; scale: number; rotation: 0 | 90 | 180 | 270 };
export type Point = { x: number; y: number };

/** The frame needs a width and a height (spec §5): answers the message key when it has not. */
export function frameError(frame: Partial<Frame> | null | undefined): 'cropper.noFrame' | null {
  return frame && frame.width! > 0 && frame.height! > 0 ? null : 'cropper.noFrame';
}

export function clampScale(scale: number, min = MIN_SCALE, max = MAX_SCALE): number {
  if (!Number.isFinite(scale)) return min;
  return Math.min(max, Math.max(min, scale));
}

/** The pinch's new scale: the scale at the start times the change of finger distance, clamped. */
export function pinchScale(startScale: number, startDistance: number, distance: number, min = MIN_SCALE, max = MAX_SCALE): number {
  if (startDistance <= 0) return clampScale(startScale, min, max);
  return clampScale(startScale * (distance / startDistance), min, max);
}

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * One drag step from `prev` to `next`: the offset to add, or null when the move is longer than
 * DRAG_MAX_STEP px in one event (ignored, spec §5).
 */
export function dragStep(prev: Point, next: Point, limit = DRAG_MAX_STEP): Point | null {
  const dx = next.x - prev.x;
  const dy = next.y - prev.y;
  if (Math.abs(dx) > limit || Math.abs(dy) > limit) return null;
  return { x: dx, y: dy };
}

/** Rotates by 90° (clockwise, or anticlockwise with dir -1); always one of 0, 90, 180, 270. */
export function rotate(rotation: number, dir: 1 | -1 = 1): CropState['rotation'] {
  return ((((rotation + dir * 90) % 360) + 360) % 360) as CropState['rotation'];
}

/** The image's size on screen before scaling, once rotated (90° and 270° swap width and height). */
export function rotatedSize(width: number, height: number, rotation: number): { width: number; height: number } {
  return rotation % 180 === 0 ? { width, height } : { width: height, height: width };
}

/**
 * Display px per natural px at which the (rotated) image just covers the frame. The user's zoom
 * (`scale`, limited to 0.3–4) multiplies this, so 1 = covering, whatever the photo's resolution.
 */
export function baseScale(imgW: number, imgH: number, frame: Frame, rotation = 0): number {
  const r = rotatedSize(imgW, imgH, rotation);
  if (!(r.width > 0 && r.height > 0)) return 1;
  return Math.max(frame.width / r.width, frame.height / r.height);
}

export const initialState = (): CropState => ({ x: 0, y: 0, scale: 1, rotation: 0 });

/** Longest side of the exported crop before the thumbnail step (keeps the canvas small on phones). */
export const EXPORT_MAX = 1080;

/**
 * The exported picture's size: what the frame covers, in the image's own pixels (`k` = display px
 * per natural px), at most EXPORT_MAX on its long side, at least 1 × 1.
 */
export function exportSize(frame: Frame, k: number, max = EXPORT_MAX): { width: number; height: number } {
  const kk = k > 0 && Number.isFinite(k) ? k : 1;
  let w = frame.width / kk;
  let h = frame.height / kk;
  const long = Math.max(w, h);
  if (long > max) {
    w = (w * max) / long;
    h = (h * max) / long;
  }
  return { width: Math.max(1, Math.round(w)), height: Math.max(1, Math.round(h)) };
}

/** The thumbnail's size: long side at most `side` px, never enlarged, aspect kept. */
export function thumbSize(width: number, height: number, side = THUMB_SIDE): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= side) return { width, height };
  const k = side / long;
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
}

/** Export format (spec §5): jpeg when the source is a jpg, png otherwise; quality 1. */
export function exportFormat(source: { type?: string; name?: string }): { mime: 'image/jpeg' | 'image/png'; ext: 'jpg' | 'png'; quality: number } {
  const jpg = /^image\/jpe?g$/i.test(source.type ?? '') || /\.jpe?g$/i.test(source.name ?? '');
  return jpg ? { mime: 'image/jpeg', ext: 'jpg', quality: EXPORT_QUALITY } : { mime: 'image/png', ext: 'png', quality: EXPORT_QUALITY };
}

/** Only image files can be cropped ("choose a correct image" otherwise). */
export const isImageFile = (f: { type?: string } | null | undefined) => !!f && /^image\//i.test(f.type ?? '');

/**
 * The canvas steps that draw the crop into an output of `out` pixels: scale the frame to the output,
 * move to the image centre, rotate, scale, then draw the image centred (drawImage(img, -iw/2, -ih/2)).
 */
export function drawPlan(state: CropState, frame: Frame, out: { width: number; height: number }, base = 1) {
  return {
    sx: out.width / frame.width,
    sy: out.height / frame.height,
    tx: frame.width / 2 + state.x,
    ty: frame.height / 2 + state.y,
    angle: (state.rotation * Math.PI) / 180,
    scale: base * state.scale,
  };
}

/** The CSS transform that shows the image as `state` places it, relative to the frame's centre. */
export const cssTransform = (s: CropState, base = 1) => `translate(-50%, -50%) translate(${s.x}px, ${s.y}px) rotate(${s.rotation}deg) scale(${base * s.scale})`;

/**
 * Saturation in place (manual pixel math, so it works where canvas filters do not): −100 is grey,
 * 0 unchanged, 100 doubles the colour's distance from its grey. Alpha is kept.
 */
export function saturate(data: Uint8ClampedArray, amount: number): Uint8ClampedArray {
  const a = Math.min(SATURATION_MAX, Math.max(SATURATION_MIN, amount || 0));
  if (a === 0) return data;
  const k = 1 + a / 100;
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i], g = data[i + 1], b = data[i + 2];
    const grey = 0.299 * r + 0.587 * g + 0.114 * b;
    data[i] = grey + (r - grey) * k;
    data[i + 1] = grey + (g - grey) * k;
    data[i + 2] = grey + (b - grey) * k;
  }
  return data;
}
