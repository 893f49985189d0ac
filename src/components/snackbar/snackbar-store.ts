import { create } from 'zustand';

export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';

export interface SnackbarMessage {
  id: number;
  text: string;
  severity: SnackbarSeverity;
}

interface SnackbarState {
  current: SnackbarMessage | null;
  messageRaised: (text: string, severity?: SnackbarSeverity) => void;
  messageClosed: () => void;
}

let nextId = 1;

/** The one top snackbar; any feature raises a message, a newer one replaces the shown one. */
export const useSnackbarStore = create<SnackbarState>()((set) => ({
  current: null,
  messageRaised: (text, severity = 'info') => set({ current: { id: nextId++, text, severity } }),
  messageClosed: () => set({ current: null }),
}));

/** Raises a snackbar message from outside React (query callbacks, loaders). */
export function showSnackbar(text: string, severity?: SnackbarSeverity): void {
  useSnackbarStore.getState().messageRaised(text, severity);
}
