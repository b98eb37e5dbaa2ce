import { useEffect, useState } from 'react';

/** Spec section 9: +10 every 200 ms while the request runs, held at 90 until it answers. */
const STEP = 10;
const INTERVAL_MS = 200;
const CAP = 90;

export function useSimulatedProgress(running: boolean, done: boolean): number {
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (!running) return;
    setProgress(0);
    const timer = window.setInterval(
      () => setProgress((value) => Math.min(value + STEP, CAP)),
      INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [running]);

  if (done) return 100;
  return running ? progress : 0;
}
