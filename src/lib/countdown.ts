import { useEffect, useState } from 'react';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** docs/product.md §4: the total in seconds; anything but four finite, non-negative numbers counts as 0. */
export function secondsFromCountdown(value: unknown): number {
  if (!Array.isArray(value) || value.length !== 4) return 0;
  if (!value.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0)) return 0;
  const [days, hours, minutes, seconds] = value as number[];
  return Math.floor(days! * DAY + hours! * HOUR + minutes! * MINUTE + seconds!);
}

/** Splits whole seconds into the days/hours/minutes/seconds a countdown shows. */
export function splitSeconds(total: number): CountdownParts {
  const left = Math.max(0, Math.floor(total));
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: left % MINUTE,
  };
}

/** The promo bar counts down to 30 days after the page loaded (docs/product.md §9). */
export const PROMO_DAYS = 30;

/** When the promo ends, for a page loaded at `loadedAt` (epoch ms). */
export function promoTarget(loadedAt: number): number {
  return loadedAt + PROMO_DAYS * DAY * 1000;
}

/** Whole seconds from `now` until `target` (both epoch ms), never below 0. */
export function secondsUntil(target: number, now: number): number {
  return Math.max(0, Math.ceil((target - now) / 1000));
}

/**
 * Seconds left of a countdown from `totalSeconds`, restarting when it changes; read from the clock,
 * not decremented, so a throttled background tab catches up.
 */
export function useCountdown(totalSeconds: number): number {
  const total = Math.max(0, Math.floor(totalSeconds));
  const [remaining, setRemaining] = useState(total);
  const [startedWith, setStartedWith] = useState(total);
  if (startedWith !== total) {
    // React's "adjust state on prop change" pattern.
    setStartedWith(total);
    setRemaining(total);
  }

  useEffect(() => {
    if (total === 0) return;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const elapsed = Math.round((Date.now() - startedAt) / 1000);
      const left = Math.max(0, total - elapsed);
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [total]);

  return remaining;
}
