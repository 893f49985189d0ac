import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { searchUrlFor } from './saved-search-url';

/** One open search: the results page URL it shows (with `id` when it is a saved search). */
export interface SearchTab {
  key: string;
  url: string;
}

export interface UserTabs {
  tabs: SearchTab[];
  activeKey: string | null;
}

interface SearchTabsState {
  byUser: Record<string, UserTabs>;
  /** The results page at `url` was shown: the active tab follows it (the first visit makes a tab). */
  pageVisited: (userId: string, url: string) => void;
  /** A new tab showing `url` becomes the active one. */
  tabOpened: (userId: string, url: string) => SearchTab;
  tabActivated: (userId: string, key: string) => void;
  /** Closes a tab; returns the tab that is active afterwards (null when none is left). */
  tabClosed: (userId: string, key: string) => SearchTab | null;
}

const EMPTY: UserTabs = { tabs: [], activeKey: null };
/** Tabs a user can keep open; opening another closes the oldest inactive one. */
export const MAX_TABS = 12;

let counter = 0;
function newKey(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}`;
}

/** A tab keeps the search, not the open panel or page number. */
function tabUrl(url: string): string {
  const id = new URL(url, 'http://local').searchParams.get('id');
  return searchUrlFor(url, id);
}

/**
 * The logged-in user's search tabs (spec 1 §2 tab bar), kept per user in this browser's storage
 * so they survive a reload.
 */
export const useSearchTabsStore = create<SearchTabsState>()(
  persist(
    (set, get) => {
      const update = (userId: string, tabs: UserTabs) => set({ byUser: { ...get().byUser, [userId]: tabs } });
      const tabsOf = (userId: string) => get().byUser[userId] ?? EMPTY;
      return {
        byUser: {},
        pageVisited: (userId, url) => {
          const { tabs, activeKey } = tabsOf(userId);
          const active = tabs.find((tab) => tab.key === activeKey);
          const next = tabUrl(url);
          if (!active) {
            const tab = { key: newKey(), url: next };
            update(userId, { tabs: [...tabs, tab].slice(-MAX_TABS), activeKey: tab.key });
          } else if (active.url !== next) {
            update(userId, { tabs: tabs.map((tab) => (tab === active ? { ...tab, url: next } : tab)), activeKey });
          }
        },
        tabOpened: (userId, url) => {
          const { tabs, activeKey } = tabsOf(userId);
          const tab = { key: newKey(), url: tabUrl(url) };
          let kept = tabs;
          if (kept.length >= MAX_TABS) {
            const oldest = kept.find((candidate) => candidate.key !== activeKey);
            kept = kept.filter((candidate) => candidate !== oldest);
          }
          update(userId, { tabs: [...kept, tab], activeKey: tab.key });
          return tab;
        },
        tabActivated: (userId, key) => {
          const state = tabsOf(userId);
          if (state.tabs.some((tab) => tab.key === key)) update(userId, { ...state, activeKey: key });
        },
        tabClosed: (userId, key) => {
          const { tabs, activeKey } = tabsOf(userId);
          const index = tabs.findIndex((tab) => tab.key === key);
          if (index < 0) return tabs.find((tab) => tab.key === activeKey) ?? null;
          const rest = tabs.filter((tab) => tab.key !== key);
          const nextActive =
            key === activeKey
              ? (rest[Math.min(index, rest.length - 1)] ?? null)
              : (rest.find((tab) => tab.key === activeKey) ?? null);
          update(userId, { tabs: rest, activeKey: nextActive?.key ?? null });
          return nextActive;
        },
      };
    },
    {
      name: 'alexandria.search-tabs',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ byUser: state.byUser }),
    },
  ),
);
