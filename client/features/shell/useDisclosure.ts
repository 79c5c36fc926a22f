import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';

/**
 * A disclosure (WAI-ARIA APG): a button with aria-expanded shows and hides a region. Esc hides it (focus inside the
 * container goes back to the button, so it is not dropped to <body>); a click outside the container, or on a link
 * inside the region, hides it too.
 */
export function useDisclosure<Container extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<Container>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (containerRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return {
    open,
    close,
    containerRef,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      onClick: () => setOpen((was) => !was),
    },
    regionProps: {
      onClick: (event: MouseEvent) => {
        if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
      },
    },
  };
}
