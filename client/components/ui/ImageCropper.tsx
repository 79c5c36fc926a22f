import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { m } from '../../paraglide/messages';
import { Button } from './Button';
import { Dialog } from './Dialog';

/**
 * Zoom semantics. At `minZoom` the image is shown at its base scale: with fit "cover" its shorter side just fills the
 * frame (so a portrait shows the whole face width and nothing outside the frame is empty); with fit "contain" its
 * longer side does (the whole logo is visible, transparent around it). Any other zoom is relative to that: the
 * displayed scale is base × zoom / minZoom. So the CV photo's 3..6 (docs/product.md#cv-field-rules) means 1× to 2× of
 * "cover", and the logo's 1..4 means 1× to 4× of "contain". The slider shows that relative scale as a percentage.
 */
export interface CropPreset {
  shape: 'round' | 'square';
  outputSize: number;
  outputType: 'image/jpeg' | 'image/png';
  minZoom: number;
  maxZoom: number;
  step: number;
  fit: 'cover' | 'contain';
}

/** CV photo: round crop, 250×250 JPEG, zoom 3 to 6 in steps of 0.5 (docs/product.md#cv-field-rules). */
export const photoCrop: CropPreset = { shape: 'round', outputSize: 250, outputType: 'image/jpeg', minZoom: 3, maxZoom: 6, step: 0.5, fit: 'cover' };
/** Company logo: square 400×400 PNG (keeps transparency), zoom 1 to 4 in steps of 0.1. */
export const logoCrop: CropPreset = { shape: 'square', outputSize: 400, outputType: 'image/png', minZoom: 1, maxZoom: 4, step: 0.1, fit: 'contain' };

/**
 * Options left out follow the shape: round means the CV photo (`photoCrop`), square the logo (`logoCrop`), so a
 * square crop is a PNG with "contain" fit unless told otherwise.
 */
export interface ImageCropperProps extends Partial<CropPreset> {
  /** The image to crop; the dialog is open while this is set. */
  file: File | null | undefined;
  /** Defaults to "Crop the photo" (round) or "Crop the logo" (square). */
  title?: string;
  onCropped: (blob: Blob) => void;
  onCancel: () => void;
  /** JPEG quality; PNG ignores it. */
  quality?: number;
}

interface Offset {
  /** The image centre's distance from the frame centre, in frame widths (so it survives a resize of the frame). */
  x: number;
  y: number;
}

interface Loaded {
  url: string;
  image: HTMLImageElement;
  width: number;
  height: number;
}

const keyStep = 0.02;
const keyStepLarge = 0.1;

function clamp(value: number, limit: number): number {
  const bound = Math.abs(limit);
  return Math.min(bound, Math.max(-bound, value));
}

/** Displayed image size in frame widths for a zoom. */
function displaySize(loaded: Pick<Loaded, 'width' | 'height'>, fit: CropPreset['fit'], zoom: number, minZoom: number) {
  const base = 1 / (fit === 'cover' ? Math.min(loaded.width, loaded.height) : Math.max(loaded.width, loaded.height));
  const scale = base * (zoom / minZoom);
  return { width: loaded.width * scale, height: loaded.height * scale };
}

/**
 * An image larger than the frame on an axis may move until its edge meets the frame's edge (no empty band);
 * a smaller one may move until it touches the frame's edge (never out of the frame).
 */
function clampOffset(offset: Offset, size: { width: number; height: number }): Offset {
  return { x: clamp(offset.x, (size.width - 1) / 2), y: clamp(offset.y, (size.height - 1) / 2) };
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality: number) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * Crop an image under a round or square mask: drag (pointer) or arrow keys to move it, the slider or +/− to zoom.
 * Confirm draws what the frame shows to an `outputSize` square canvas and hands back the Blob; Cancel, Escape and
 * the close button hand back nothing. A round mask still yields a square image (the circle is how it is shown).
 */
export function ImageCropper({ file, title, onCropped, onCancel, quality = 0.9, shape = photoCrop.shape, ...options }: ImageCropperProps) {
  const preset = shape === 'round' ? photoCrop : logoCrop;
  const {
    outputSize = preset.outputSize,
    outputType = preset.outputType,
    minZoom = preset.minZoom,
    maxZoom = preset.maxZoom,
    step = preset.step,
    fit = preset.fit,
  } = options;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState(minZoom);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const [frameWidth, setFrameWidth] = useState(0);
  const [busy, setBusy] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; startY: number; from: Offset } | null>(null);
  const hintId = useId();
  const zoomId = useId();

  useEffect(() => {
    setLoaded(null);
    setFailed(false);
    setZoom(minZoom);
    setOffset({ x: 0, y: 0 });
    if (!file) return;
    let cancelled = false;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    image
      .decode()
      .then(() => {
        if (cancelled) return;
        if (!image.naturalWidth || !image.naturalHeight) throw new Error('empty image');
        setLoaded({ url, image, width: image.naturalWidth, height: image.naturalHeight });
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      URL.revokeObjectURL(url);
    };
  }, [file, minZoom]);

  // The frame is as wide as the dialog allows (up to 18rem): measure it to place the image in pixels.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setFrameWidth(element.clientWidth));
    observer.observe(element);
    setFrameWidth(element.clientWidth);
    return () => observer.disconnect();
  }, [loaded]);

  const size = loaded ? displaySize(loaded, fit, zoom, minZoom) : { width: 1, height: 1 };

  const moveTo = (next: Offset) => setOffset(clampOffset(next, size));

  const zoomTo = (value: number) => {
    const next = Math.min(maxZoom, Math.max(minZoom, Math.round(value / step) * step));
    setZoom(next);
    if (loaded) setOffset((current) => clampOffset(current, displaySize(loaded, fit, next, minZoom)));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!loaded || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, from: offset };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId || frameWidth === 0) return;
    moveTo({
      x: current.from.x + (event.clientX - current.startX) / frameWidth,
      y: current.from.y + (event.clientY - current.startY) / frameWidth,
    });
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

  // Arrow keys move the image the way the arrow points, in either writing direction.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const distance = event.shiftKey ? keyStepLarge : keyStep;
    const moves: Record<string, Offset> = {
      ArrowLeft: { x: -distance, y: 0 },
      ArrowRight: { x: distance, y: 0 },
      ArrowUp: { x: 0, y: -distance },
      ArrowDown: { x: 0, y: distance },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo({ x: offset.x + move.x, y: offset.y + move.y });
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomTo(zoom + step);
    } else if (event.key === '-') {
      event.preventDefault();
      zoomTo(zoom - step);
    } else if (event.key === 'Home') {
      event.preventDefault();
      setOffset({ x: 0, y: 0 });
    }
  };

  const confirm = async () => {
    if (!loaded) return;
    setBusy(true);
    try {
      const canvas = document.createElement('canvas');
      canvas.width = outputSize;
      canvas.height = outputSize;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      if (outputType === 'image/jpeg') {
        // JPEG has no transparency: what would be transparent becomes white rather than black.
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, outputSize, outputSize);
      }
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = 'high';
      const width = size.width * outputSize;
      const height = size.height * outputSize;
      const x = (0.5 + offset.x) * outputSize - width / 2;
      const y = (0.5 + offset.y) * outputSize - height / 2;
      context.drawImage(loaded.image, x, y, width, height);
      const blob = await toBlob(canvas, outputType, quality);
      if (!blob) throw new Error('canvas.toBlob gave nothing');
      onCropped(blob);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const relativePercent = Math.round((zoom / minZoom) * 100);
  const pixelWidth = size.width * frameWidth;
  const pixelHeight = size.height * frameWidth;
  const left = (0.5 + offset.x) * frameWidth - pixelWidth / 2;
  const top = (0.5 + offset.y) * frameWidth - pixelHeight / 2;

  return (
    <Dialog open={Boolean(file)} onClose={onCancel} title={title ?? (shape === 'round' ? m.cropper_title_photo() : m.cropper_title_logo())}>
      <div className="flex flex-col gap-4">
        {failed ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {m.cropper_load_error()}
          </p>
        ) : !loaded ? (
          <div
            role="status"
            className="mx-auto flex aspect-square w-full max-w-72 items-center justify-center gap-2 rounded-xl bg-slate-100 text-sm text-slate-600"
          >
            <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-600 border-e-transparent" />
            {m.loading()}
          </div>
        ) : (
          <>
            {/* Geometry is physical (the image moves where the pointer and the arrows point), hence dir="ltr". */}
            <div
              ref={frame}
              dir="ltr"
              tabIndex={0}
              role="group"
              aria-roledescription={m.cropper_area_role()}
              aria-label={m.cropper_area()}
              aria-describedby={hintId}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
              onKeyDown={onKeyDown}
              className={`relative mx-auto aspect-square w-full max-w-72 cursor-grab touch-none overflow-hidden rounded-xl select-none active:cursor-grabbing ${
                outputType === 'image/png' ? 'bg-[image:repeating-conic-gradient(#e2e8f0_0_25%,#fff_0_50%)] bg-size-[20px_20px]' : 'bg-white'
              }`}
            >
              <img
                src={loaded.url}
                alt=""
                draggable={false}
                className="pointer-events-none absolute start-0 top-0 max-w-none"
                style={{ width: pixelWidth, height: pixelHeight, transform: `translate(${left}px, ${top}px)` }}
              />
              <div
                aria-hidden="true"
                className={`pointer-events-none absolute inset-0 inset-ring-2 inset-ring-white/90 shadow-[0_0_0_9999px_rgb(15_23_42/0.55)] ${
                  shape === 'round' ? 'rounded-full' : 'rounded-none'
                }`}
              />
            </div>
            <p id={hintId} className="text-center text-xs text-slate-600">
              {m.cropper_hint()}
            </p>
            <div className="flex items-center gap-2">
              <button
                type="button"
                onClick={() => zoomTo(zoom - step)}
                disabled={zoom <= minZoom}
                aria-label={m.cropper_zoom_out()}
                className="grid size-11 shrink-0 place-items-center rounded-full text-xl font-bold text-slate-700 hover:bg-slate-100 disabled:text-slate-300"
              >
                <span aria-hidden="true">−</span>
              </button>
              <label htmlFor={zoomId} className="sr-only">
                {m.cropper_zoom()}
              </label>
              <input
                id={zoomId}
                type="range"
                min={minZoom}
                max={maxZoom}
                step={step}
                value={zoom}
                onChange={(event) => zoomTo(Number(event.target.value))}
                aria-valuetext={`${relativePercent}%`}
                className="h-11 min-w-0 flex-1 accent-brand-700"
              />
              <button
                type="button"
                onClick={() => zoomTo(zoom + step)}
                disabled={zoom >= maxZoom}
                aria-label={m.cropper_zoom_in()}
                className="grid size-11 shrink-0 place-items-center rounded-full text-xl font-bold text-slate-700 hover:bg-slate-100 disabled:text-slate-300"
              >
                <span aria-hidden="true">+</span>
              </button>
              <span aria-hidden="true" dir="ltr" className="w-12 shrink-0 text-end text-xs tabular-nums text-slate-600">
                {relativePercent}%
              </span>
            </div>
          </>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {m.cropper_cancel()}
          </Button>
          <Button onClick={() => void confirm()} disabled={!loaded || failed} busy={busy}>
            {m.cropper_confirm()}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
