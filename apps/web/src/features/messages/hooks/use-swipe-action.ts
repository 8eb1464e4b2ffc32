import { THREAD_SWIPE_ARCHIVE_PX } from '@tribuna/contract';
import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';

interface Start {
  id: number;
  x: number;
  y: number;
}

/**
 * A horizontal touch swipe of at least `threshold` px runs `action` (spec 9: 50 px archives a
 * thread on a phone). Pointer events, touch only: a mouse drag selects text as usual, and the
 * row's own button does the same for mouse and keyboard. The row follows the finger; a mostly
 * vertical move is left to the page's scrolling. A swipe never counts as a click on the row's link.
 */
export function useSwipeAction(action: (() => void) | undefined, threshold = THREAD_SWIPE_ARCHIVE_PX) {
  const start = useRef<Start | null>(null);
  const swiped = useRef(false);
  const [offset, setOffset] = useState(0);

  const reset = () => {
    start.current = null;
    setOffset(0);
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (!action || event.pointerType !== 'touch') return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      if (!from || event.pointerId !== from.id) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dy) > Math.abs(dx) && Math.abs(dy) > 10) return reset();
      setOffset(dx);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      if (!from || event.pointerId !== from.id) return;
      const dx = event.clientX - from.x;
      reset();
      if (Math.abs(dx) >= threshold) {
        swiped.current = true;
        action?.();
      }
    },
    onPointerCancel: reset,
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
  return { handlers, offset };
}
