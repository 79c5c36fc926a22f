import { useEffect, useRef, useState } from 'react';
import { m } from '../../paraglide/messages';

export interface CountdownProps {
  expiresAt: Date;
  onExpire?: () => void;
  /** Shown before the time, e.g. "The code is valid for". */
  label?: string;
  className?: string;
}

function secondsLeft(expiresAt: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - Date.now()) / 1000));
}

/** mm:ss in Latin digits in every language (as the code and the e-mail show them). */
export function formatMinutesSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/**
 * Time left until `expiresAt`. The ticking number is not announced (role="timer" is not live); a separate polite
 * live region speaks once at one minute left and once at zero. `onExpire` runs once per `expiresAt`, also when it
 * is already past on mount.
 */
export function Countdown({ expiresAt, onExpire, label, className = '' }: CountdownProps) {
  const [left, setLeft] = useState(() => secondsLeft(expiresAt));
  const [announcement, setAnnouncement] = useState('');
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;
  const expiresAtMs = expiresAt.getTime();

  useEffect(() => {
    const target = new Date(expiresAtMs);
    let expired = false;
    let warned = secondsLeft(target) <= 60;
    setAnnouncement('');
    const tick = () => {
      const now = secondsLeft(target);
      setLeft(now);
      if (!warned && now <= 60 && now > 0) {
        warned = true;
        setAnnouncement(m.countdown_one_minute());
      }
      if (!expired && now === 0) {
        expired = true;
        setAnnouncement(m.countdown_expired());
        onExpireRef.current?.();
      }
      return now;
    };
    if (tick() === 0) return;
    // Ticks a little more often than each second so the display never skips a second.
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [expiresAtMs]);

  const time = formatMinutesSeconds(left);
  return (
    <p className={`text-sm text-slate-700 ${className}`}>
      {label && <span>{label} </span>}
      <span role="timer" dir="ltr" className={`inline-block font-semibold tabular-nums ${left <= 60 ? 'text-red-700' : ''}`}>
        {time}
      </span>
      <span aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </p>
  );
}
