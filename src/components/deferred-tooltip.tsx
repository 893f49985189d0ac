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
  type RefObject,
} from 'react';
import { preloadable } from './preloadable';

/** MUI's Tooltip with its popper: a results page preloads it once its results are on screen. */
export const deferredTooltip = preloadable<TooltipProps>(() =>
  import('@mui/material/Tooltip').then((module) => module.default),
);

type Listener = (event: never) => void;

interface ChildProps {
  ref?: Ref<HTMLElement>;
  className?: string;
  'aria-label'?: string;
  onPointerEnter?: PointerEventHandler;
  onPointerLeave?: PointerEventHandler;
  onFocus?: FocusEventHandler;
  onBlur?: FocusEventHandler;
  [listener: `on${string}`]: Listener | undefined;
}

/** The attributes (not the listeners) the Tooltip gives its child: aria-label, className … */
type TipAttributes = Record<string, unknown>;

/** The listeners MUI's Tooltip puts on its child. */
const TIP_LISTENERS = ['onMouseOver', 'onMouseLeave', 'onMouseMove', 'onFocus', 'onBlur', 'onTouchStart', 'onTouchEnd'];

function both<E>(first: ((event: E) => void) | undefined, second: (event: E) => void) {
  return (event: E) => {
    first?.(event);
    second(event);
  };
}

function sameAttributes(a: TipAttributes, b: TipAttributes): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

function attachRef(ref: Ref<HTMLElement> | undefined, element: HTMLElement | null): (() => void) | undefined {
  if (!ref || !element) return undefined;
  if (typeof ref !== 'function') {
    ref.current = element;
    return () => {
      ref.current = null;
    };
  }
  const cleanup = ref(element);
  return () => (typeof cleanup === 'function' ? cleanup() : ref(null));
}

interface TipTargetProps {
  /** the real child's element, which the Tooltip is to anchor to */
  element: HTMLElement | null;
  onAttributes: (attributes: TipAttributes) => void;
  listenersRef: RefObject<Record<string, Listener>>;
  ref?: Ref<HTMLElement>;
}

/**
 * What MUI's Tooltip holds as its child: it renders nothing and passes the Tooltip's ref,
 * attributes and listeners on to the real child, which stays where it was rendered before the
 * Tooltip's code arrived. (A child moved inside the Tooltip is mounted again: a press on it
 * that began before and ended after lost its click.)
 */
function TipTarget({ element, onAttributes, listenersRef, ref, ...given }: TipTargetProps & Record<string, unknown>) {
  useLayoutEffect(() => attachRef(ref, element), [ref, element]);
  useLayoutEffect(() => {
    const attributes: TipAttributes = {};
    const functions: Record<string, Listener> = {};
    for (const [key, value] of Object.entries(given)) {
      if (typeof value === 'function') functions[key] = value as Listener;
      else attributes[key] = value;
    }
    listenersRef.current = functions;
    onAttributes(attributes);
  });
  return null;
}

/**
 * MUI's Tooltip, whose code (a tenth of a results page's first paint, with the popper) loads
 * ahead when the browser is idle or when the pointer or focus first reaches the child. Until then
 * the child renders alone, and a hover or focus meanwhile opens the tip once it has loaded. The
 * child keeps its place (and its element) when the code arrives: the Tooltip renders beside it.
 */
export function DeferredTooltip({ title, children }: { title: string; children: ReactElement<ChildProps> }) {
  const [Tooltip, setTooltip] = useState(() => deferredTooltip.loaded());
  const [open, setOpen] = useState(false);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [attributes, setAttributes] = useState<TipAttributes>({});
  const listenersRef = useRef<Record<string, Listener>>({});
  // each calls the Tooltip's listener of its name, as the Tooltip's last render gave it
  const [relays] = useState(() =>
    TIP_LISTENERS.map((name) => [name, (event: never) => listenersRef.current[name]?.(event)] as const),
  );

  useEffect(() => {
    if (Tooltip) return;
    return deferredTooltip.onLoad((component) => setTooltip(() => component));
  }, [Tooltip]);

  const props = children.props;
  const show = () => {
    setOpen(true);
    deferredTooltip.load().catch(() => undefined);
  };
  const hide = () => setOpen(false);
  const childProps: Record<string, unknown> = Tooltip
    ? Object.fromEntries(relays.map(([name, relay]) => [name, both(props[name as `on${string}`], relay)]))
    : {
        onPointerEnter: both(props.onPointerEnter, show),
        onPointerLeave: both(props.onPointerLeave, hide),
        onFocus: both(props.onFocus, show),
        onBlur: both(props.onBlur, hide),
      };
  for (const [key, value] of Object.entries(attributes)) {
    if (key === 'className') {
      if (value) childProps.className = [props.className, value].filter(Boolean).join(' ');
    } else if ((props as Record<string, unknown>)[key] === undefined) childProps[key] = value;
  }
  // the name MUI's Tooltip gives its child, from the start
  childProps['aria-label'] = props['aria-label'] ?? title;

  return (
    <>
      {cloneElement(children, { ...childProps, ref: setElement })}
      {Tooltip && (
        <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
          <TipTarget
            element={element}
            listenersRef={listenersRef}
            onAttributes={(next) => setAttributes((previous) => (sameAttributes(previous, next) ? previous : next))}
          />
        </Tooltip>
      )}
    </>
  );
}
