import { type KeyboardEvent, type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';

/**
 * A disclosure (WAI-ARIA APG): a button with aria-expanded shows and hides a region. Esc hides it and gives focus
 * back to the button; a click outside the container, or on a link inside the region, hides it too.
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
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  return {
    open,
    close,
    containerRef,
    containerProps: {
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        buttonRef.current?.focus();
      },
    },
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
