import { useEffect, useState } from 'react';

/**
 * A QR code of `value` as an image. The encoder (uqr) is fetched when the first code is drawn, so no page carries it
 * on its first load; until then a same-sized placeholder keeps the layout still.
 */
export function QrCode({ value, alt }: { value: string; alt: string }) {
  const [source, setSource] = useState<string>();
  useEffect(() => {
    let current = true;
    setSource(undefined);
    void import('uqr').then(({ renderSVG }) => {
      if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(value, { border: 2 }))}`);
    });
    return () => {
      current = false;
    };
  }, [value]);
  const box = 'size-44 shrink-0 rounded-lg border border-slate-200 bg-white';
  if (!source) return <div aria-hidden="true" data-testid="qr-placeholder" className={`${box} animate-pulse bg-slate-100`} />;
  return <img src={source} alt={alt} width={176} height={176} className={`${box} p-1 [image-rendering:pixelated]`} data-testid="totp-qr" />;
}
