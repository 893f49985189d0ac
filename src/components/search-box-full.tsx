import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { getAutocomplete } from '../api/autocomplete';
import { ENTITY_TYPE_LABELS } from '../entities/entity-types';
import type { Facet } from '../entities/facet';
import { createFilter } from '../lib/filter-url';
import { rangePlaceholder } from '../lib/range';
import { SEARCH_BOX_ID } from './search-box-focus';
import { hrefWithFilter, hrefWithSearch, hrefWithZoom } from './search-box-target';
import { SearchSubmitAdornment, type ShortcutSearchBoxProps } from './shortcut-search-box';
import { buildSuggestions, type Suggestion } from './search-suggestions';
import { useAppNavigate } from './use-app-navigate';
import { useTypedText } from './use-typed-text';

/** One cache entry per text: a late answer for an old text can never replace the current one. */
const autocompleteQuery = (text: string) =>
  queryOptions({
    queryKey: ['data', 'autocomplete', '', text],
    queryFn: ({ signal }) => getAutocomplete('', text, signal),
    staleTime: 5 * 60_000,
  });

function groupOf(suggestion: Suggestion, entityCount: number): string {
  if (suggestion.kind === 'filter') return 'Filter by';
  if (suggestion.kind === 'value') return `Top search results (${entityCount})`;
  return 'Search';
}

interface FullSearchBoxProps extends ShortcutSearchBoxProps {
  /** What was typed into the light box before this one loaded. */
  initialText: string;
}

/**
 * The shortcut box with its suggestions: entities, filters by attribute and the full-text search
 * as the user types. It replaces the light box when that is first used (see shortcut-search-box).
 */
export default function FullSearchBox({ entityType, placeholder, size = 'medium', initialText }: FullSearchBoxProps) {
  const navigate = useAppNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [pendingFacet, setPendingFacet] = useState<Facet | null>(null);
  const [isOpen, setOpen] = useState(initialText !== '');
  const isAsking = pendingFacet !== null;
  const load = useCallback(
    (value: string) => (value && !isAsking ? queryClient.prefetchQuery(autocompleteQuery(value)) : Promise.resolve()),
    [queryClient, isAsking],
  );
  const { text, setText, suggestionText, autocompleteText } = useTypedText(initialText, load);

  useEffect(() => {
    // Taking over from the light box: the caret goes after what was typed there.
    const input = document.getElementById(SEARCH_BOX_ID);
    if (input instanceof HTMLInputElement && input.value)
      input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  const autocomplete = useQuery({
    ...autocompleteQuery(autocompleteText),
    enabled: !isAsking && autocompleteText !== '',
  });
  const isCurrent = autocompleteText === text.trim();
  const results = isCurrent ? (autocomplete.data ?? []) : [];
  const suggestions = isAsking ? [] : buildSuggestions(entityType, suggestionText, results);
  const entityCount = suggestions.filter((s) => s.kind === 'value').length;
  const isSearching = !isAsking && text.trim() !== '' && (!isCurrent || autocomplete.isFetching);

  function addFilter(key: string, value: string) {
    navigate(hrefWithFilter(entityType, location, createFilter(key, [value])));
  }

  function submitText(raw: string) {
    if (pendingFacet) {
      const value = raw.trim();
      if (value) addFilter(pendingFacet.key, value);
      return;
    }
    navigate(hrefWithSearch(entityType, location, raw));
  }

  function choose(suggestion: Suggestion) {
    if (suggestion.kind === 'search') submitText(suggestion.text);
    else if (suggestion.kind === 'value') {
      if (suggestion.entityType === 'works') navigate(hrefWithZoom(entityType, location, suggestion.value));
      else addFilter(suggestion.filterKey, suggestion.value);
    } else if (suggestion.facet.kind === 'boolean') {
      addFilter(suggestion.facet.key, 'true');
    } else {
      setPendingFacet(suggestion.facet);
      setText('');
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    submitText(text);
  }

  const valuePlaceholder = pendingFacet
    ? pendingFacet.kind === 'range'
      ? rangePlaceholder(pendingFacet.key)
      : pendingFacet.kind === 'search'
        ? 'Enter search terms'
        : `Enter ${pendingFacet.displayName}`
    : undefined;

  return (
    <form role="search" onSubmit={handleSubmit} style={{ width: '100%' }}>
      <Autocomplete<Suggestion, false, false, true>
        id={SEARCH_BOX_ID}
        freeSolo
        options={suggestions}
        filterOptions={(options) => options}
        groupBy={(option) => groupOf(option, entityCount)}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
        getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
        inputValue={text}
        onInputChange={(_event, value, reason) => {
          if (reason === 'reset') return;
          setText(value);
          setOpen(true);
        }}
        value={null}
        onChange={(_event, value) => {
          if (value === null) return;
          if (typeof value === 'string') submitText(value);
          else choose(value);
        }}
        loading={isSearching}
        loadingText="Searching..."
        noOptionsText="No results found"
        open={isOpen && text.trim() !== '' && !isAsking}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        renderOption={({ key, ...optionProps }, option) => (
          <Box component="li" key={key} {...optionProps}>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography noWrap>{option.kind === 'search' ? `Search for “${option.label}”` : option.label}</Typography>
              {option.kind === 'value' && option.hint && (
                <Typography variant="body2" color="text.secondary" noWrap>
                  {option.hint}
                </Typography>
              )}
            </Box>
            {option.kind === 'value' && (
              // a concept and a keyword can share a name: the type tells them apart
              <Typography variant="caption" color="text.secondary" sx={{ ml: 1, flexShrink: 0 }}>
                {ENTITY_TYPE_LABELS[option.entityType].displayNameSingular}
              </Typography>
            )}
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            size={size}
            type="search"
            placeholder={valuePlaceholder ?? placeholder ?? `Search ${entityType}`}
            slotProps={{
              ...params.slotProps,
              htmlInput: {
                ...params.slotProps.htmlInput,
                'aria-label': pendingFacet ? `Value for ${pendingFacet.displayName}` : `Search ${entityType}`,
              },
              input: {
                ...params.slotProps.input,
                startAdornment: pendingFacet ? (
                  <InputAdornment position="start">
                    <Chip size="small" label={pendingFacet.displayName} onDelete={() => setPendingFacet(null)} />
                  </InputAdornment>
                ) : undefined,
                endAdornment: <SearchSubmitAdornment />,
              },
            }}
          />
        )}
      />
    </form>
  );
}
