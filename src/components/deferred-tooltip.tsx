import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEventHandler,
  type PointerEventHandler,
  type ReactElement,
  type Ref,
} from 'react';
import { preloadable } from './preloadable';

/** MUI's Tooltip with its popper: a results page preloads it once its results are on screen. */
export const deferredTooltip = preloadable<TooltipProps>(() =>
  import('@mui/material/Tooltip').then((module) => module.default),
);

interface ChildProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: PointerEventHandler;
  onPointerLeave?: PointerEventHandler;
  onFocus?: FocusEventHandler;
  onBlur?: FocusEventHandler;
}

function both<E>(first: ((event: E) => void) | undefined, second: () => void) {
  return (event: E) => {
    first?.(event);
    second();
  };
}

/**
 * MUI's Tooltip, whose code (a tenth of a results page's first paint, with the popper) loads
 * ahead when the browser is idle or when the pointer or focus first reaches the child. Until then
 * the child renders alone, and a hover or focus meanwhile opens the tip once it has loaded. The
 * child is mounted again inside the tooltip then; if it had the focus, it gets it back.
 */
export function DeferredTooltip({ title, children }: { title: string; children: ReactElement<ChildProps> }) {
  const [Tooltip, setTooltip] = useState(() => deferredTooltip.loaded());
  const [open, setOpen] = useState(false);
  // the child's element (state, not a ref: the effects below follow it across the remount)
  const [element, setElement] = useState<HTMLElement | null>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (Tooltip) return;
    return deferredTooltip.onLoad((component) => {
      hadFocus.current = element?.contains(document.activeElement) ?? false;
      setTooltip(() => component);
    });
  }, [Tooltip, element]);

  useLayoutEffect(() => {
    // (the element changes to the remounted one in a render after the swap)
    if (!Tooltip || !element?.isConnected || !hadFocus.current) return;
    hadFocus.current = false;
    element.focus();
  }, [Tooltip, element]);

  if (Tooltip) {
    return (
      <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {cloneElement(children, { ref: setElement })}
      </Tooltip>
    );
  }
  const show = () => {
    setOpen(true);
    deferredTooltip.load().catch(() => undefined);
  };
  const hide = () => setOpen(false);
  const props = children.props;
  return cloneElement(children, {
    ref: setElement,
    onPointerEnter: both(props.onPointerEnter, show),
    onPointerLeave: both(props.onPointerLeave, hide),
    onFocus: both(props.onFocus, show),
    onBlur: both(props.onBlur, hide),
  });
}
