import { create } from 'zustand';

export type AuthDialog = 'login' | 'signup';

interface AuthDialogState {
  open: AuthDialog | null;
  dialogOpened: (dialog: AuthDialog) => void;
  dialogClosed: () => void;
}

/** Which account dialog is open over the current page (on /login and /signup the route shows it). */
export const useAuthDialogStore = create<AuthDialogState>()((set) => ({
  open: null,
  dialogOpened: (dialog) => set({ open: dialog }),
  dialogClosed: () => set({ open: null }),
}));
