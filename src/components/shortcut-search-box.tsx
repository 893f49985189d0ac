import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { getAutocomplete } from '../api/autocomplete';
import type { EntityType } from '../entities/entity-types';
import type { Facet } from '../entities/facet';
import { createFilter, toFilterValueText } from '../lib/filter-url';
import { rangePlaceholder } from '../lib/range';
import { SEARCH_BOX_ID } from './search-box-focus';
import { hrefWithFilter, hrefWithZoom } from './search-box-target';
import { buildSuggestions, type Suggestion } from './search-suggestions';
import { useAppNavigate } from './use-app-navigate';
import { useDebouncedValue } from './use-debounced-value';

/** Spec 1 §9: autocomplete waits 300 ms after typing stops, the suggestion list 100 ms. */
const AUTOCOMPLETE_DEBOUNCE_MS = 300;
const SUGGESTIONS_DEBOUNCE_MS = 100;

interface ShortcutSearchBoxProps {
  /** Results route the search goes to. */
  entityType: EntityType;
  placeholder?: string;
  size?: 'small' | 'medium';
}

/**
 * The shortcut search box: suggestions of entities, filters by attribute and the full-text search as
 * the user types. Any route change clears it (it remounts per location).
 */
export function ShortcutSearchBox(props: ShortcutSearchBoxProps) {
  const location = useLocation();
  return <SearchBoxInput key={location.key} {...props} />;
}

function groupOf(suggestion: Suggestion, entityCount: number): string {
  if (suggestion.kind === 'filter') return 'Filter by';
  if (suggestion.kind === 'value') return `Top search results (${entityCount})`;
  return 'Search';
}

function SearchBoxInput({ entityType, placeholder, size = 'medium' }: ShortcutSearchBoxProps) {
  const navigate = useAppNavigate();
  const location = useLocation();
  const [text, setText] = useState('');
  const [pendingFacet, setPendingFacet] = useState<Facet | null>(null);
  const [isOpen, setOpen] = useState(false);
  const suggestionText = useDebouncedValue(text, SUGGESTIONS_DEBOUNCE_MS);
  const autocompleteText = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const isAsking = pendingFacet !== null;

  // One cache entry per text: a late answer for an old text can never replace the current one.
  const autocomplete = useQuery({
    queryKey: ['data', 'autocomplete', '', autocompleteText],
    queryFn: ({ signal }) => getAutocomplete('', autocompleteText, signal),
    enabled: !isAsking && autocompleteText.length > 0,
    staleTime: 5 * 60_000,
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
    const query = toFilterValueText(raw);
    if (!query) {
      navigate(`/${entityType}`);
      return;
    }
    addFilter('default.search', query);
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
            <Box sx={{ minWidth: 0 }}>
              <Typography noWrap>{option.kind === 'search' ? `Search for “${option.label}”` : option.label}</Typography>
              {option.kind === 'value' && option.hint && (
                <Typography variant="body2" color="text.secondary" noWrap>
                  {option.hint}
                </Typography>
              )}
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
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
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton type="submit" aria-label="Search" edge="end">
                      <SearchIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      />
    </form>
  );
}
