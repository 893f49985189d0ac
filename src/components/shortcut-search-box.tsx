import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { toFilterValueText } from '../lib/filter-url';
import { SEARCH_BOX_ID } from './search-box-focus';
import { useAppNavigate } from './use-app-navigate';

interface ShortcutSearchBoxProps {
  /** Results route the search goes to. */
  entityType: string;
  placeholder?: string;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
}

/**
 * The shortcut search box: submitting text searches the entity type's results, an empty submit
 * opens its results route. Any route change clears the box (it remounts per location).
 */
export function ShortcutSearchBox(props: ShortcutSearchBoxProps) {
  const location = useLocation();
  return <SearchBoxForm key={location.key} {...props} />;
}

function SearchBoxForm({ entityType, placeholder, size = 'medium', autoFocus = false }: ShortcutSearchBoxProps) {
  const navigate = useAppNavigate();
  const [text, setText] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // Commas, '|' and '+' are filter syntax, so the text becomes one plain search value.
    const query = toFilterValueText(text);
    const params = query ? `?${new URLSearchParams({ filter: `default.search:${query}` })}` : '';
    navigate(`/${entityType}${params}`);
  }

  return (
    <form role="search" onSubmit={handleSubmit} style={{ width: '100%' }}>
      <TextField
        id={SEARCH_BOX_ID}
        fullWidth
        size={size}
        type="search"
        autoFocus={autoFocus}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder ?? `Search ${entityType}`}
        autoComplete="off"
        slotProps={{
          htmlInput: { 'aria-label': `Search ${entityType}` },
          input: {
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
    </form>
  );
}
