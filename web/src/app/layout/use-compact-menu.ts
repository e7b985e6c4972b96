import { useEffect } from 'react';
import { useAppStore } from '../../lib/store/app-store.ts';

/** The compact (phone) menu: open or closed, and Escape closes it as it does any overlay. */
export function useCompactMenu(): { open: boolean; toggle: () => void; close: () => void } {
  const open = useAppStore((s) => s.mobileMenuOpen);
  const toggle = useAppStore((s) => s.toggleMobileMenu);
  const close = useAppStore((s) => s.closeMobileMenu);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  return { open, toggle, close };
}
