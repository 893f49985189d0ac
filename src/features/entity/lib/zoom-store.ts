import { create } from 'zustand';

/** Writes the URL's `zoom` (the drawer's URL sync registers it; the store never imports the router). */
export interface ZoomUrlWriter {
  /** A new history entry with `zoom` set to the id, or without `zoom` for null. */
  show: (id: string | null) => void;
  /** The browser's Back: the entry before this one. */
  back: () => void;
}

interface ZoomState {
  /** The entities opened in the drawer, the one shown last; empty while it is closed. */
  trail: string[];
  /** Entities the browser's Back left, the next one last: its Forward brings them back. */
  forward: string[];
  /** The trail when the drawer last closed: the browser's Back into it reopens it with its trail. */
  closedTrail: string[];
  writer: ZoomUrlWriter | null;
  /** A link inside the drawer opens an entity: it joins the trail. */
  linkedEntityOpened: (id: string) => void;
  /** The drawer's Back button: the entity before the shown one. */
  backStepped: () => void;
  drawerClosed: () => void;
  /** The URL's `zoom` is now `zoom`; `isPop` when the browser's Back or Forward (or a first load) took it there. */
  urlChanged: (zoom: string | null, isPop: boolean) => void;
  writerSet: (writer: ZoomUrlWriter | null) => void;
}

const INITIAL = { trail: [], forward: [], closedTrail: [], writer: null } satisfies Partial<ZoomState>;

type Trails = Pick<ZoomState, 'trail' | 'forward' | 'closedTrail'>;

/**
 * The trail after the URL's zoom changed. A change the store made itself finds the trail already
 * ending at it. Otherwise the browser moved through history: back along the trail, forward again,
 * or back into a drawer it had closed; any other zoom (a link on the page, a typed URL) starts a
 * trail of one.
 */
export function trailsForUrl(state: Trails, zoom: string | null, isPop: boolean): Trails {
  const { trail, forward, closedTrail } = state;
  if (zoom === null) return trail.length ? { trail: [], forward: [], closedTrail: trail } : state;
  if (trail.at(-1) === zoom) return state;
  if (isPop) {
    const index = trail.lastIndexOf(zoom);
    if (index >= 0) {
      return {
        trail: trail.slice(0, index + 1),
        forward: [...forward, ...trail.slice(index + 1).reverse()],
        closedTrail,
      };
    }
    if (forward.at(-1) === zoom) return { trail: [...trail, zoom], forward: forward.slice(0, -1), closedTrail };
    const closedIndex = trail.length === 0 ? closedTrail.lastIndexOf(zoom) : -1;
    if (closedIndex >= 0) {
      return {
        trail: closedTrail.slice(0, closedIndex + 1),
        forward: closedTrail.slice(closedIndex + 1).reverse(),
        closedTrail: [],
      };
    }
  }
  return { trail: [zoom], forward: [], closedTrail: [] };
}

/**
 * The entity drawer's state beside the URL: the URL's `zoom` (the shareable form) says which entity
 * is shown, this store the trail of entities opened from inside the drawer, for its Back button.
 * Its actions write the URL through the registered writer; the URL sync reports every change back.
 */
export const useZoomStore = create<ZoomState>()((set, get) => ({
  ...INITIAL,
  linkedEntityOpened: (id) => {
    const { trail, writer } = get();
    if (trail.at(-1) === id) return;
    set({ trail: [...trail, id], forward: [] });
    writer?.show(id);
  },
  backStepped: () => {
    const { trail, writer } = get();
    if (trail.length < 2) return;
    // Each entity of the trail after the first has its own history entry (see linkedEntityOpened),
    // so Back in the drawer and the browser's Back are the same step.
    if (writer) writer.back();
    else set({ trail: trail.slice(0, -1), forward: [...get().forward, trail.at(-1)!] });
  },
  drawerClosed: () => {
    const { trail, writer } = get();
    set({ trail: [], forward: [], closedTrail: trail });
    writer?.show(null);
  },
  urlChanged: (zoom, isPop) => {
    const next = trailsForUrl(get(), zoom, isPop);
    if (next !== get()) set(next);
  },
  writerSet: (writer) => set({ writer }),
}));

/** Back to a closed drawer and an empty trail (the app shell unmounting; tests). */
export function resetZoomStore(): void {
  useZoomStore.setState(INITIAL);
}

export const selectCanGoBack = (state: ZoomState) => state.trail.length > 1;
