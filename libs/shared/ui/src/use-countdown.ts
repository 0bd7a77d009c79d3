import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left, rounded up; 0 when done. */
  readonly remaining: number;
  /** Starts again from `seconds` (after a resend). */
  readonly restart: (seconds: number) => void;
}

const secondsLeft = (deadline: number): number => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Counts down to a deadline on the clock rather than counting ticks, so a throttled background
 * tab still ends on time. Ticks four times a second while running and stops at 0.
 */
export function useCountdown(initialSeconds: number): Countdown {
  const [deadline, setDeadline] = useState(() => Date.now() + Math.max(0, initialSeconds) * 1000);
  const [remaining, setRemaining] = useState(() => secondsLeft(deadline));

  useEffect(() => {
    if (secondsLeft(deadline) === 0) return undefined;
    const timer = setInterval(() => {
      const left = secondsLeft(deadline);
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback((seconds: number) => {
    const next = Date.now() + Math.max(0, seconds) * 1000;
    setDeadline(next);
    setRemaining(secondsLeft(next));
  }, []);

  return { remaining, restart };
}
