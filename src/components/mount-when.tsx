import { Suspense, useState, type ReactNode } from 'react';

interface MountWhenProps {
  /** mount from the first render in which this holds */
  when: boolean;
  /** shown while the children's code loads */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Renders its children — usually a lazy component: a drawer, a dialog, a panel most visits never
 * open — from the first render in which `when` holds, and keeps them mounted afterwards, so a
 * closing transition still plays and a second opening is instant. Until then their code is not
 * even loaded, which keeps it out of the first visit's scripts.
 */
export function MountWhen({ when, fallback = null, children }: MountWhenProps) {
  const [isMounted, setMounted] = useState(when);
  if (when && !isMounted) setMounted(true);
  return isMounted ? <Suspense fallback={fallback}>{children}</Suspense> : null;
}
