import { describe, it, expect } from 'vitest';
import {
  MIN_SCALE, MAX_SCALE, DRAG_MAX_STEP, THUMB_SIDE, EXPORT_MAX, clampScale, pinchScale, dragStep, rotate, rotatedSize, baseScale,
  exportSize, thumbSize, exportFormat, frameError, isImageFile, drawPlan, cssTransform, saturate, initialState,
} from '../../src/lib/crop-geometry';

describe('crop geometry: scale limits (spec §5: 0.3–4)', () => {
  it('has the default limits', () => {
    expect(MIN_SCALE).toBe(0.3);
    expect(MAX_SCALE).toBe(4);
  });
  it('clamps a zoom into the limits', () => {
    expect(clampScale(0.1)).toBe(0.3);
    expect(clampScale(10)).toBe(4);
    expect(clampScale(1.5)).toBe(1.5);
    expect(clampScale(Number.NaN)).toBe(0.3);
    expect(clampScale(5, 0.5, 2)).toBe(2);
  });
  it('pinch scales by the change of finger distance, within the limits', () => {
    expect(pinchScale(1, 100, 200)).toBe(2);
    expect(pinchScale(1, 100, 50)).toBe(0.5);
    expect(pinchScale(2, 100, 1000)).toBe(4);
    expect(pinchScale(1, 100, 10)).toBe(0.3);
    expect(pinchScale(1.2, 0, 50)).toBe(1.2);
  });
});

describe('crop geometry: drag threshold', () => {
  it('moves by the finger step', () => {
    expect(dragStep({ x: 10, y: 10 }, { x: 30, y: 5 })).toEqual({ x: 20, y: -5 });
    expect(dragStep({ x: 0, y: 0 }, { x: DRAG_MAX_STEP, y: -DRAG_MAX_STEP })).toEqual({ x: 100, y: -100 });
  });
  it('ignores a move over 100 px in one event', () => {
    expect(DRAG_MAX_STEP).toBe(100);
    expect(dragStep({ x: 0, y: 0 }, { x: 101, y: 0 })).toBeNull();
    expect(dragStep({ x: 0, y: 0 }, { x: 0, y: -150 })).toBeNull();
  });
});

describe('crop geometry: rotation by 90°', () => {
  it('turns clockwise and anticlockwise, wrapping at 360', () => {
    expect(rotate(0)).toBe(90);
    expect(rotate(90)).toBe(180);
    expect(rotate(270)).toBe(0);
    expect(rotate(0, -1)).toBe(270);
    let r = 0;
    for (let i = 0; i < 4; i++) r = rotate(r);
    expect(r).toBe(0);
  });
  it('swaps width and height at 90 and 270', () => {
    expect(rotatedSize(400, 300, 0)).toEqual({ width: 400, height: 300 });
    expect(rotatedSize(400, 300, 90)).toEqual({ width: 300, height: 400 });
    expect(rotatedSize(400, 300, 270)).toEqual({ width: 300, height: 400 });
  });
  it('the base scale covers the frame, rotated or not', () => {
    const frame = { width: 200, height: 100 };
    expect(baseScale(400, 400, frame)).toBe(0.5);
    expect(baseScale(800, 100, frame, 0)).toBe(1);
    expect(baseScale(800, 100, frame, 90)).toBe(2);
    expect(baseScale(0, 0, frame)).toBe(1);
  });
  it('the draw plan and CSS carry the rotation in radians / degrees', () => {
    const s = { ...initialState(), rotation: 90 as const, x: 5, y: -5, scale: 2 };
    const p = drawPlan(s, { width: 200, height: 200 }, { width: 100, height: 100 }, 0.5);
    expect(p).toEqual({ sx: 0.5, sy: 0.5, tx: 105, ty: 95, angle: Math.PI / 2, scale: 1 });
    expect(cssTransform(s, 0.5)).toBe('translate(-50%, -50%) translate(5px, -5px) rotate(90deg) scale(1)');
  });
});

describe('crop geometry: export size and format', () => {
  it('the frame needs a width and a height', () => {
    expect(frameError({ width: 200, height: 200 })).toBeNull();
    expect(frameError({ width: 200 })).toBe('cropper.noFrame');
    expect(frameError({ width: 0, height: 200 })).toBe('cropper.noFrame');
    expect(frameError(null)).toBe('cropper.noFrame');
  });
  it('exports what the frame covers in the image own pixels, capped', () => {
    expect(exportSize({ width: 280, height: 280 }, 0.5)).toEqual({ width: 560, height: 560 });
    expect(exportSize({ width: 300, height: 150 }, 2)).toEqual({ width: 150, height: 75 });
    expect(exportSize({ width: 280, height: 140 }, 0.1)).toEqual({ width: EXPORT_MAX, height: EXPORT_MAX / 2 });
    expect(exportSize({ width: 1, height: 1 }, 100)).toEqual({ width: 1, height: 1 });
  });
  it('thumbnails to a long side of 200, never enlarging', () => {
    expect(THUMB_SIDE).toBe(200);
    expect(thumbSize(1000, 500)).toEqual({ width: 200, height: 100 });
    expect(thumbSize(300, 900)).toEqual({ width: 67, height: 200 });
    expect(thumbSize(150, 120)).toEqual({ width: 150, height: 120 });
  });
  it('is png unless the source is a jpg, at quality 1', () => {
    expect(exportFormat({ type: 'image/jpeg' })).toEqual({ mime: 'image/jpeg', ext: 'jpg', quality: 1 });
    expect(exportFormat({ type: '', name: 'photo.JPG' }).mime).toBe('image/jpeg');
    expect(exportFormat({ type: 'image/png' })).toEqual({ mime: 'image/png', ext: 'png', quality: 1 });
    expect(exportFormat({ type: 'image/webp' }).mime).toBe('image/png');
    expect(exportFormat({ type: 'image/gif', name: 'a.gif' }).mime).toBe('image/png');
  });
  it('accepts image files only', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'text/plain' })).toBe(false);
    expect(isImageFile(null)).toBe(false);
  });
});

describe('saturation (−100..100)', () => {
  const px = () => new Uint8ClampedArray([200, 100, 50, 255]);
  it('0 leaves the pixels alone; −100 is grey; alpha is kept', () => {
    expect([...saturate(px(), 0)]).toEqual([200, 100, 50, 255]);
    const g = saturate(px(), -100);
    expect(g[0]).toBe(g[1]);
    expect(g[1]).toBe(g[2]);
    expect(g[3]).toBe(255);
  });
  it('100 pushes colours away from grey; values outside the range are clamped', () => {
    const s = saturate(px(), 100);
    expect(s[0]).toBeGreaterThan(200);
    expect(s[2]).toBeLessThan(50);
    expect([...saturate(px(), 500)]).toEqual([...saturate(px(), 100)]);
  });
});
