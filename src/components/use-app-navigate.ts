import { useCallback, useEffect, useRef } from 'react';
import { createPath, parsePath, useLocation, useNavigate, type NavigateOptions, type To } from 'react-router';

/**
 * navigate() for app code: going where the page already is does nothing (no duplicate history
 * entry), and a failed navigation is logged instead of surfacing as an unhandled rejection.
 */
export function useAppNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const location = useLocation();
  // Read through a ref so the function stays the same across navigations (safe in effect deps).
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      const location = locationRef.current;
      const target = typeof to === 'string' ? parsePath(to) : to;
      const current = createPath(location);
      const next = createPath({
        pathname: target.pathname ?? location.pathname,
        search: target.search ?? (target.pathname ? '' : location.search),
        hash: target.hash ?? '',
      });
      if (next === current && !options?.state) return;
      Promise.resolve(navigate(to, options)).catch((error: unknown) => console.error('Navigation failed', error));
    },
    [navigate],
  );
}
