import { Transition } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { LAYOUT_TRANSITION } from '../../config/layout';

/** Fades a page in (100 ms) and out (400 ms), the layout transitions of spec 9. */
export function PageTransition({ children, show = true }: { children: ReactNode; show?: boolean }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(show);
  }, [show]);
  return (
    <Transition mounted={mounted} transition="fade" duration={LAYOUT_TRANSITION.enterMs} exitDuration={LAYOUT_TRANSITION.exitMs}>
      {(styles) => <div style={styles}>{children}</div>}
    </Transition>
  );
}
