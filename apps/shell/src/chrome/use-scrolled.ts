import { useEffect, useState } from 'react';

/** Spec 000 §9: the header takes its scrolled style once the page has moved more than 5 px. */
export const scrolledThresholdPx = 5;

export function useScrolled(threshold = scrolledThresholdPx): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
