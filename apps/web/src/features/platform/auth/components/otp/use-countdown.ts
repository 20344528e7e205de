import { useCallback, useEffect, useState } from 'react';

const secondsUntil = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/**
 * Seconds left until a deadline. Counting from a deadline (not tick by tick) keeps it right when a
 * background tab slows the timers down.
 */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = secondsUntil(endsAt);
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  /** Starts again from `from` seconds (the server's figure when it gives one), else the default. */
  const restart = useCallback(
    (from: number = seconds) => {
      setRemaining(from);
      setEndsAt(Date.now() + from * 1000);
    },
    [seconds],
  );

  const stop = useCallback(() => {
    setRemaining(0);
    setEndsAt(null);
  }, []);

  return { remaining, isRunning: remaining > 0, restart, stop };
}

/** 59 -> "00:59". */
export const formatCountdown = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
