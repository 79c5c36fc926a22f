import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export interface InlineScroll<Element extends HTMLElement> {
  ref: RefObject<Element | null>;
  /** Whether there is anything to scroll to at all. */
  overflows: boolean;
  atStart: boolean;
  atEnd: boolean;
  /** 1-based positions of the first and last item wholly in view, and how many items there are. */
  shown: { first: number; last: number; total: number };
  /** Scrolls most of a view towards the inline end (1) or start (-1), in either writing direction. */
  page: (towards: 1 | -1) => void;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A sideways scroller's state for visible controls (the applicants board: eight columns never fit a laptop). In
 * right-to-left pages `scrollLeft` runs from 0 at the start to negative values towards the end (every current
 * engine), so distances are taken as absolute values and the sign is the direction's.
 */
export function useInlineScroll<Element extends HTMLElement>(itemSelector: string): InlineScroll<Element> {
  const ref = useRef<Element>(null);
  const [state, setState] = useState({ overflows: false, atStart: true, atEnd: true, shown: { first: 0, last: 0, total: 0 } });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const travelled = Math.abs(element.scrollLeft);
    const room = element.scrollWidth - element.clientWidth;
    const frame = element.getBoundingClientRect();
    const items = Array.from(element.querySelectorAll(itemSelector));
    const inView = items.flatMap((item, index) => {
      const box = item.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1 ? [index + 1] : [];
    });
    const shown = { first: inView[0] ?? 0, last: inView[inView.length - 1] ?? 0, total: items.length };
    setState((was) => {
      const next = { overflows: room > 1, atStart: travelled <= 1, atEnd: travelled >= room - 1, shown };
      const same = JSON.stringify(was) === JSON.stringify(next);
      return same ? was : next;
    });
  }, [itemSelector]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    const firstChild = element.firstElementChild;
    if (firstChild) resized.observe(firstChild);
    return () => {
      element.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [measure]);

  const page = useCallback((towards: 1 | -1) => {
    const element = ref.current;
    if (!element) return;
    const sign = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollBy({ left: towards * sign * element.clientWidth * 0.8, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, []);

  return { ref, ...state, page };
}
