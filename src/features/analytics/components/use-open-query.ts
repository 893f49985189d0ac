import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import { paths } from '../../../config/paths';
import { OqlConfig } from '../../../lib/oql/config';
import type { OqlQuery } from '../../../lib/oql/types';
import { selectUser, useSessionStore } from '../../../session/session-store';
import { entitiesConfigQueryOptions } from '../api/get-entities-config';
import { createSearch } from '../api/searches';
import { markSearchStarted } from '../lib/events';
import { baseQuery } from '../lib/query-draft';

export const LOGIN_TO_SEARCH = 'To run analytics searches, you must be signed up and logged in.';

/**
 * Opens a new search of a query (an example's, or the base query of 'Start a Query'): testers
 * and admins only (spec 2 §6); a visitor is asked to log in, anyone else goes to the notice.
 */
export function useOpenQuery() {
  const user = useSessionStore(selectUser);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [askLogin, setAskLogin] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const start = async (key: string, makeQuery: () => Promise<OqlQuery>) => {
    if (!user) return setAskLogin(true);
    if (!user.isTester && !user.isAdmin) return void navigate(paths.analyticsTesting);
    setBusy(key);
    try {
      const search = await createSearch(await makeQuery());
      if (!search.id) throw new Error('no id');
      markSearchStarted(search.id);
      await navigate(`/s/${encodeURIComponent(search.id)}`);
    } catch (caught) {
      // a server's refusal says why (e.g. too many searches waiting); a missing id says nothing more
      const reason = caught instanceof ApiError && caught.status > 0 ? ` ${caught.message}` : '';
      showSnackbar(`Search creation failed.${reason}`, 'error');
    } finally {
      setBusy(null);
    }
  };
  return {
    /** an example's query, keyed by its question */
    open: (example: { question: string; query: OqlQuery }) => start(example.question, async () => example.query),
    /** 'Start a Query': works with the configuration's default columns */
    startQuery: () =>
      start('start', async () => baseQuery(new OqlConfig(await queryClient.fetchQuery(entitiesConfigQueryOptions())))),
    busy,
    askLogin,
    closeLogin: () => setAskLogin(false),
  };
}
