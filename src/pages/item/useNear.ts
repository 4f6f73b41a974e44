import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the screen (and from then on): below-the-fold parts
 * load their code and data only when the shopper scrolls towards them. Without IntersectionObserver
 * it is true at once.
 */
export function useNear<T extends Element>(margin = '200px'): [{ current: T | null }, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const el = ref.current;
    if (!el) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true);
        io.disconnect();
      }
    }, { rootMargin: margin });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return [ref, near];
}
