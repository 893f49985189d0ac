import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { decideScroll, HASH_SCROLL_OFFSET } from './scroll-decision';
import { useResultsEntityType } from './use-results-entity-type';

const STORAGE_KEY = 'alexandria.scroll';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function scrollToHashTarget(id: string): void {
  let attempts = 0;
  const tryScroll = () => {
    const target = document.getElementById(id);
    if (target) {
      window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET });
    } else if (attempts++ < 20) {
      // The target may render after data loads.
      window.setTimeout(tryScroll, 50);
    }
  };
  tryScroll();
}

/** Applies the route table's scroll rules on every navigation and remembers positions per entry. */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const isResultsList = useResultsEntityType() !== null;
  const positions = useRef<Record<string, number>>(readPositions());
  const previousPathname = useRef<string | null>(null);

  useEffect(() => {
    const key = location.key;
    const saved = positions.current;
    const handleScroll = () => {
      saved[key] = window.scrollY;
    };
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', handleScroll);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Position memory is a nicety; without storage it lasts for the page's life.
      }
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const action = decideScroll({
      hash: location.hash,
      navigationType,
      savedY: positions.current[location.key],
      previousPathname: previousPathname.current,
      pathname: location.pathname,
      isResultsList,
    });
    previousPathname.current = location.pathname;
    if (action.kind === 'hash') scrollToHashTarget(action.id);
    else if (action.kind === 'restore') window.scrollTo(0, action.y);
    else if (action.kind === 'top') window.scrollTo(0, 0);
  }, [location.key, location.hash, location.pathname, navigationType, isResultsList]);

  return null;
}
