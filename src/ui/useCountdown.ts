import { useEffect, useRef, useState } from 'react';

/** The send-code countdown (spec §4/§9): 60 s during which no new send is allowed. */
export const CODE_COUNTDOWN_S = 60;

export function useCountdown(seconds = CODE_COUNTDOWN_S) {
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const stop = () => clearInterval(timer.current);
  useEffect(() => stop, []);
  const start = () => {
    stop();
    setLeft(seconds);
    timer.current = setInterval(() => {
      setLeft((s) => {
        if (s <= 1) {
          stop();
          return 0;
        }
        return s - 1;
      });
    }, 1000);
  };
  return { left, running: left > 0, start };
}
