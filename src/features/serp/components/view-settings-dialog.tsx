import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { EntityType } from '../../../entities/entity-types';
import type { Facet } from '../../../entities/facet';
import { facetsFor, getFacet } from '../../../entities/facets';
import { sortOptionsFor } from '../../../entities/sort-options';
import { capitalize } from '../../../lib/title-case';
import { MANDATORY_COLUMN, type SerpChange, type SerpState } from '../url-state/serp-params';

/** Popular facets of an action first, then the rest, each group in the registry's order. */
function popularFirst(facets: readonly Facet[], action: 'column' | 'group_by'): Facet[] {
  const popular = facets.filter((facet) => facet.actionsPopular?.includes(action));
  return [...popular, ...facets.filter((facet) => !popular.includes(facet))];
}

function toggled(list: readonly string[], key: string, on: boolean): string[] {
  return on ? [...list.filter((item) => item !== key), key] : list.filter((item) => item !== key);
}

/** Three options a row on wide screens, one on phones. */
const CELL = { width: { xs: '100%', sm: '48%', md: '32%' }, mr: 0 } as const;

/** A titled group of choices: a fieldset whose legend names it. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <FormLabel component="legend" id={id}>
        {title}
      </FormLabel>
      {children}
    </fieldset>
  );
}

interface CheckboxOption {
  key: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
}

function CheckboxGrid({
  options,
  onToggle,
}: {
  options: CheckboxOption[];
  onToggle: (key: string, on: boolean) => void;
}) {
  return (
    <FormGroup row>
      {options.map((option) => (
        <FormControlLabel
          key={option.key}
          sx={CELL}
          control={
            <Checkbox
              checked={option.checked}
              disabled={option.disabled ?? false}
              onChange={(event) => onToggle(option.key, event.target.checked)}
            />
          }
          label={capitalize(option.label)}
        />
      ))}
    </FormGroup>
  );
}

export interface ViewSettingsDialogProps {
  state: SerpState;
  onChange: (change: SerpChange) => void;
  open: boolean;
  onClose: () => void;
}

/**
 * Spec 1 §3 view settings: the layout (list or table), columns (several; display_name always on),
 * sort (exactly one), Count (group-by cards, several) and the filters in use (several). Every
 * choice is written to the URL at once.
 */
export function ViewSettingsDialog({ state, onChange, open, onClose }: ViewSettingsDialogProps) {
  const entityType: EntityType = state.entityType;
  const columns = popularFirst(facetsFor(entityType, 'column'), 'column');
  const groupBys = popularFirst(facetsFor(entityType, 'group_by'), 'group_by');
  const sorts = sortOptionsFor(entityType, state.hasSearch);
  const sortValues = sorts.map((option) => option.value as string);
  const activeFilterKeys = [...new Set(state.filters.map((filter) => filter.key))];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="view-settings-title"
      fullWidth
      maxWidth="md"
      slotProps={{ paper: { sx: { minWidth: { sm: 350 }, maxWidth: 800 } } }}
    >
      <DialogTitle id="view-settings-title">View settings</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Section id="view-layout" title="Layout">
            <RadioGroup
              aria-labelledby="view-layout"
              row
              value={state.tableView ? 'table' : 'list'}
              onChange={(event) => onChange({ tableView: event.target.value === 'table' })}
            >
              <FormControlLabel value="list" control={<Radio />} label="List" />
              <FormControlLabel value="table" control={<Radio />} label="Table" />
            </RadioGroup>
          </Section>
          <Section id="view-columns" title="Columns">
            <CheckboxGrid
              options={columns.map((facet) => ({
                key: facet.key,
                label: facet.displayName,
                checked: facet.key === MANDATORY_COLUMN || state.columns.includes(facet.key),
                disabled: facet.key === MANDATORY_COLUMN,
              }))}
              onToggle={(key, on) => onChange({ columns: toggled(state.columns, key, on), tableView: true })}
            />
          </Section>
          <Section id="view-sort" title="Sort">
            <RadioGroup
              aria-labelledby="view-sort"
              row
              value={sortValues.includes(state.sort) ? state.sort : ''}
              onChange={(event) => onChange({ sort: event.target.value })}
            >
              {sorts.map((option) => (
                <FormControlLabel
                  key={option.value}
                  value={option.value}
                  control={<Radio />}
                  label={option.displayName}
                  sx={CELL}
                />
              ))}
            </RadioGroup>
          </Section>
          <Section id="view-count" title="Count">
            <CheckboxGrid
              options={groupBys.map((facet) => ({
                key: facet.key,
                label: facet.displayName,
                checked: state.groupBys.includes(facet.key),
              }))}
              onToggle={(key, on) => onChange({ groupBys: toggled(state.groupBys, key, on) })}
            />
          </Section>
          <Section id="view-filters" title="Filters">
            {activeFilterKeys.length === 0 ? (
              <FormControlLabel control={<Checkbox disabled />} label="No filters yet: add them with Add filter." />
            ) : (
              <CheckboxGrid
                options={activeFilterKeys.map((key) => ({
                  key,
                  label: getFacet(entityType, key)?.displayName ?? key,
                  checked: true,
                }))}
                onToggle={(key) => onChange({ filters: state.filters.filter((filter) => filter.key !== key) })}
              />
            )}
          </Section>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
