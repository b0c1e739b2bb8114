import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedNotice {
  visible: boolean;
  /** Shows the notice, or keeps it up and starts its time again. */
  show: () => void;
  /** Keeps it up while the user is inside it (focus), so a link in it does not vanish under them. */
  hold: () => void;
  /** Starts the time again after `hold`. */
  release: () => void;
}

/** A notice that hides itself `durationMs` after it was last shown. */
export function useTimedNotice(durationMs: number): TimedNotice {
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const hold = useCallback(() => window.clearTimeout(timer.current), []);
  const release = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setVisible(false), durationMs);
  }, [durationMs]);
  const show = useCallback(() => {
    setVisible(true);
    release();
  }, [release]);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { visible, show, hold, release };
}
