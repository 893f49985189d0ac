import { useMemo, useState } from 'react';
import { compareQueries } from '../../../lib/oql/compare';
import type { OqlConfig } from '../../../lib/oql/config';
import type { OqlError } from '../../../lib/oql/errors';
import { renderOql } from '../../../lib/oql/render';
import type { OqlQuery } from '../../../lib/oql/types';
import { incompleteFilters } from '../lib/query-draft';
import { parseText } from './oql-editor';

export interface QueryDraft {
  query: OqlQuery;
  text: string;
  /** the OQL text's error, if the text does not parse */
  error: OqlError | null;
  /** whether the draft differs from the submitted query (spec 2 §4: Run Search or Cancel) */
  isChanged: boolean;
  /** why the draft cannot run yet, if it cannot */
  blocker: string | null;
  /** a change from the builder: the text follows */
  setQuery: (query: OqlQuery) => void;
  /** typed OQL: the builder follows while it parses */
  setText: (text: string) => void;
  /** back to the submitted query */
  reset: () => void;
}

/**
 * The query being edited beside the submitted one: the builder and the OQL text stay in step —
 * builder edits rewrite the text, valid typed text rewrites the builder, and invalid text keeps
 * the builder at the last query that parsed. The text starts as the server wrote it (`submittedText`).
 */
export function useQueryDraft(submitted: OqlQuery, config: OqlConfig, submittedText?: string): QueryDraft {
  const initialText = submittedText ?? renderOql(submitted);
  const [query, setQueryState] = useState<OqlQuery>(submitted);
  const [text, setTextState] = useState(initialText);
  const parsed = useMemo(() => parseText(text, config), [text, config]);
  const error = 'error' in parsed ? parsed.error : null;
  const isChanged = Boolean(error) || !compareQueries(query, submitted);
  const incomplete = incompleteFilters(query);
  const blocker = error
    ? 'The OQL has an error.'
    : incomplete.length
      ? `Give ${incomplete.map((leaf) => leaf.column_id).join(', ')} a value.`
      : null;
  return {
    query,
    text,
    error,
    isChanged,
    blocker,
    setQuery: (next) => {
      setQueryState(next);
      setTextState(renderOql(next));
    },
    setText: (next) => {
      setTextState(next);
      const result = parseText(next, config);
      if ('query' in result) setQueryState(result.query);
    },
    reset: () => {
      setQueryState(submitted);
      setTextState(initialText);
    },
  };
}
