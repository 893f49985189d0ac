import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useRef, type KeyboardEvent } from 'react';

export type PhoneTab = 'results' | 'stats';

const TABS: readonly (readonly [PhoneTab, string])[] = [
  ['results', 'Results'],
  ['stats', 'Stats'],
];

/**
 * The Results / Stats tabs of the results page on a phone: the WAI-ARIA tabs pattern (arrow keys
 * move between tabs, the selected one is in the tab order) drawn like MUI's full-width tabs. MUI's
 * Tabs measures its tabs on mount to place the indicator, which cost a phone 35 ms of the first
 * render; two tabs of equal width need no measuring.
 */
export function PhoneTabs({ value, onChange }: { value: PhoneTab; onChange: (tab: PhoneTab) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const handleKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : index + step;
    if (next === index || next < 0 || next >= TABS.length) return;
    event.preventDefault();
    onChange(TABS[next]![0]);
    refs.current[next]?.focus();
  };
  return (
    <Box role="tablist" sx={{ display: 'flex', mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {TABS.map(([tab, label], index) => {
        const selected = tab === value;
        return (
          <ButtonBase
            key={tab}
            ref={(element) => {
              refs.current[index] = element;
            }}
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={(event) => handleKeyDown(event, index)}
            sx={{
              flex: 1,
              minHeight: 48,
              typography: 'button',
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              mb: '-1px',
            }}
          >
            {label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
