import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { EntityType } from '../entities/entity-types';
import { SEARCH_BOX_ID } from './search-box-focus';
import { hrefWithSearch } from './search-box-target';
import { useAppNavigate } from './use-app-navigate';

export interface ShortcutSearchBoxProps {
  /** Results route the search goes to. */
  entityType: EntityType;
  placeholder?: string;
  size?: 'small' | 'medium';
}

const loadFullBox = () => import('./search-box-full');
type FullBox = Awaited<ReturnType<typeof loadFullBox>>['default'];

/**
 * The shortcut search box. It first paints as a light input, and the box with suggestions
 * (Autocomplete, popper, the facet lists: a sixth of the page's code) loads when the browser is
 * idle and takes over when the input is first focused, keeping what was typed and the focus.
 * Any route change clears it (it remounts per location).
 */
export function ShortcutSearchBox(props: ShortcutSearchBoxProps) {
  const location = useLocation();
  return <UpgradingSearchBox key={location.key} {...props} />;
}

function UpgradingSearchBox(props: ShortcutSearchBoxProps) {
  const [text, setText] = useState('');
  // Swapped in by hand, not through Suspense: the light input must stay mounted (and keep the
  // focus and what is typed) until the full box can replace it in one render.
  const [full, setFull] = useState<{ Box: FullBox } | null>(null);

  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const id = window.requestIdleCallback(() => void loadFullBox().catch(() => undefined));
    return () => window.cancelIdleCallback(id);
  }, []);

  function upgrade() {
    if (full) return;
    loadFullBox().then(
      (module) => setFull({ Box: module.default }),
      // Offline or a stale deployment: the light box still searches.
      (error: unknown) => console.warn('The search suggestions could not be loaded', error),
    );
  }

  if (full) return <full.Box {...props} initialText={text} />;
  return <LightSearchBox {...props} text={text} onTextChange={setText} onFocus={upgrade} />;
}

interface LightSearchBoxProps extends ShortcutSearchBoxProps {
  text: string;
  onTextChange: (text: string) => void;
  onFocus: () => void;
}

/** Looks like the full box's input (same height and padding) and submits the same search. */
function LightSearchBox({
  entityType,
  placeholder,
  size = 'medium',
  text,
  onTextChange,
  onFocus,
}: LightSearchBoxProps) {
  const navigate = useAppNavigate();
  const location = useLocation();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    navigate(hrefWithSearch(entityType, location, text));
  }

  return (
    <form role="search" onSubmit={handleSubmit} style={{ width: '100%' }}>
      <OutlinedInput
        fullWidth
        size={size}
        type="search"
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        onFocus={onFocus}
        placeholder={placeholder ?? `Search ${entityType}`}
        slotProps={{
          input: {
            id: SEARCH_BOX_ID,
            role: 'combobox',
            'aria-expanded': false,
            'aria-autocomplete': 'list',
            'aria-label': `Search ${entityType}`,
            autoComplete: 'off',
          },
        }}
        endAdornment={<SearchSubmitAdornment />}
      />
    </form>
  );
}

/** The search button at the end of both boxes. */
export function SearchSubmitAdornment() {
  return (
    <InputAdornment position="end">
      <IconButton type="submit" aria-label="Search" edge="end">
        <SearchIcon />
      </IconButton>
    </InputAdornment>
  );
}
