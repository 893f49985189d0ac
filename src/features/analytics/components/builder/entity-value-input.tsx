import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getAutocomplete } from '../../../../api/autocomplete';
import { useEntityName } from '../../../../api/entity-name';
import { http } from '../../../../api/http-clients';
import { useDebouncedValue } from '../../../../components/use-debounced-value';
import { NATIVE_ID_LETTERS } from '../../../../lib/ids';

/** The entities the data API's autocomplete serves; the small vocabularies are listed instead. */
const AUTOCOMPLETED = new Set<string>(Object.values(NATIVE_ID_LETTERS));

interface Option {
  id: string;
  name: string;
}

/** `https://openalex.org/I1` → `I1`, `https://openalex.org/types/article` → `types/article`. */
export const valueOfId = (id: string) => id.replace(/^https?:\/\/openalex\.org\//i, '');

/** The data API path of a value: `I1` of institutions → `institutions/I1`; `types/article` stays. */
const pathOf = (entity: string, value: string) => (value.includes('/') ? value : `${entity}/${value}`);

async function findOptions(entity: string, text: string, signal: AbortSignal): Promise<Option[]> {
  if (AUTOCOMPLETED.has(entity)) {
    if (!text.trim()) return [];
    const results = await getAutocomplete(entity, text, signal);
    return results.map((result) => ({ id: valueOfId(result.id), name: result.display_name }));
  }
  const response = await http.data.get<{ results?: { id: string; display_name: string | null }[] }>(`/${entity}`, {
    params: { per_page: 50, select: 'id,display_name', search: text.trim() || undefined },
    signal,
  });
  return (response.data.results ?? []).map((result) => ({
    id: valueOfId(result.id),
    name: result.display_name ?? valueOfId(result.id),
  }));
}

/**
 * The value of a filter on an entity column (institutions, types, countries …): typed names
 * suggest entities of that type; the chosen entity's id is the value, shown by its name.
 */
export function EntityValueInput({
  entity,
  value,
  label,
  onChange,
}: {
  entity: string;
  value: string | null;
  label: string;
  onChange: (value: string | null) => void;
}) {
  const [text, setText] = useState('');
  const typed = useDebouncedValue(text, 200);
  const options = useQuery({
    queryKey: ['data', 'analytics-value-options', entity, typed],
    queryFn: ({ signal }) => findOptions(entity, typed, signal),
    staleTime: 5 * 60_000,
  });
  const name = useEntityName(value ? pathOf(entity, value) : '');
  const selected: Option | null = value ? { id: value, name: name.data?.displayName ?? value } : null;
  return (
    <Autocomplete<Option>
      size="small"
      sx={{ minWidth: 220, flex: 1 }}
      options={options.data ?? []}
      loading={options.isFetching}
      value={selected}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      onInputChange={(_, next, reason) => {
        if (reason === 'input') setText(next);
      }}
      onChange={(_, option) => onChange(option ? option.id : null)}
      noOptionsText={AUTOCOMPLETED.has(entity) && !typed.trim() ? 'Type a name' : 'No matches'}
      renderInput={(params) => <TextField {...params} label={label} placeholder="Type a name" />}
    />
  );
}
