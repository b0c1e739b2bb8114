import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from '@web/lib/routing';

/**
 * A menu opened by its toggle button: Escape closes it and returns focus to the toggle, a
 * press outside `container` closes it, and so does any navigation (a pick, the logo, Back).
 */
export function useMenuDisclosure<Container extends HTMLElement = HTMLElement>(): {
  open: boolean;
  setOpen: (open: boolean | ((open: boolean) => boolean)) => void;
  containerRef: RefObject<Container | null>;
  toggleRef: RefObject<HTMLButtonElement | null>;
} {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<Container>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return { open, setOpen, containerRef, toggleRef };
}
