import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useEntitySuggestions, type EntitySuggestion as Option } from '../api/label-data-api';

/**
 * 'Add entity' (spec 2 §2): the data API's autocomplete for the label's type; choosing a
 * suggestion hands its short id on and empties the box for the next one.
 */
export function AddEntityInput({
  entityType,
  isBusy,
  onAdd,
}: {
  entityType: string;
  isBusy: boolean;
  onAdd: (id: string) => void;
}) {
  const [text, setText] = useState('');
  const typed = useDebouncedValue(text, 200).trim();
  const options = useEntitySuggestions(entityType, typed);
  return (
    <Autocomplete<Option>
      size="small"
      sx={{ flex: '1 1 18rem', maxWidth: { sm: 480 } }}
      options={typed === '' ? [] : (options.data ?? [])}
      loading={options.isFetching}
      value={null}
      inputValue={text}
      disabled={isBusy}
      blurOnSelect
      forcePopupIcon={false}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      onInputChange={(_, next, reason) => {
        if (reason === 'input' || reason === 'clear') setText(next);
      }}
      onChange={(_, option) => {
        if (!option) return;
        setText('');
        onAdd(option.id);
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <span>
            {option.name}
            {option.hint && (
              <span style={{ display: 'block', fontSize: '0.8125rem', opacity: 0.7 }}>{option.hint}</span>
            )}
          </span>
        </li>
      )}
      noOptionsText={typed === '' ? 'Type a name' : 'No matches'}
      renderInput={(params) => <TextField {...params} label="Add entity" placeholder={`Find ${entityType}`} />}
    />
  );
}
