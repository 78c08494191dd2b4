import { useEffect, useState } from 'react';

/** True while the window is scrolled further than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    // The first look waits for the next frame: read at once, after the hydration's commit, scrollY made the
    // browser lay out the page there and then, within the commit's task.
    const firstLook = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(firstLook);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}
