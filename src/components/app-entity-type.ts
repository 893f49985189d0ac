import { create } from 'zustand';
import type { ResultsEntityType } from '../entities/entity-types';

interface AppEntityTypeState {
  /** the results page type the person last worked with; the home search box searches it */
  entityType: ResultsEntityType;
  entityTypeChanged: (entityType: ResultsEntityType) => void;
}

/** Spec 1 §2: changing the entity type of the results page updates the app-wide entity type. */
export const useAppEntityTypeStore = create<AppEntityTypeState>()((set) => ({
  entityType: 'works',
  entityTypeChanged: (entityType) => set({ entityType }),
}));
