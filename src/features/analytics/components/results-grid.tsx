import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenuContainer,
  type GridColDef,
  type GridColumnMenuProps,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { createContext, useContext, useMemo } from 'react';
import { useCitationScope } from '../../../api/citation-scope';
import { TitleText } from '../../../components/title-text';
import { entityLabel } from '../../../lib/entity-label';
import { formatNumber } from '../../../lib/format-number';
import { plainTitle } from '../../../lib/inline-markup';
import { ZoomLink } from '../../entity/components/entity-link';
import type { AnalyticsSearch, ResultCell, ResultRow, ResultsColumn } from '../api/searches';
import { columnHeader, columnMinWidth, isYearColumn } from '../lib/results-columns';

/**
 * A cell as text: entities by name, lists joined with '; ', numbers grouped (spec 2 §9) except
 * years.
 */
export function cellText(cell: ResultCell, isYear = false): string {
  if (cell === null || cell === undefined) return '';
  if (Array.isArray(cell)) return cell.map((item) => cellText(item, isYear)).join('; ');
  if (typeof cell === 'object') return plainTitle(entityLabel(cell.id, cell.display_name));
  if (typeof cell === 'boolean') return cell ? 'Yes' : 'No';
  if (typeof cell === 'number') {
    if (!Number.isInteger(cell)) return cell.toFixed(2);
    return isYear ? String(cell) : formatNumber(cell);
  }
  return plainTitle(cell);
}

/** What a header's menu can do to the query (issue 34: sort, remove, filter by this column). */
export interface ColumnActions {
  sort: (columnId: string, order: 'asc' | 'desc') => void;
  remove: (columnId: string) => void;
  filter: (columnId: string) => void;
  canRemove: boolean;
}

const ActionsContext = createContext<{ actions: ColumnActions; header: ResultsColumn[] } | null>(null);

function ResultsColumnMenu({ hideMenu, colDef, open, id, labelledby }: GridColumnMenuProps) {
  const context = useContext(ActionsContext);
  const column = context?.header.find((item) => item.id === colDef.field);
  if (!context || !column) return null;
  const { actions } = context;
  const act = (run: () => void) => (event: React.SyntheticEvent) => {
    hideMenu(event);
    run();
  };
  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} open={open} id={id} labelledby={labelledby}>
      {column.actions.includes('sort') ? (
        <MenuItem onClick={act(() => actions.sort(column.id, 'desc'))}>
          <ListItemText>Sort descending</ListItemText>
        </MenuItem>
      ) : null}
      {column.actions.includes('sort') ? (
        <MenuItem onClick={act(() => actions.sort(column.id, 'asc'))}>
          <ListItemText>Sort ascending</ListItemText>
        </MenuItem>
      ) : null}
      {column.actions.includes('filter') ? (
        <MenuItem onClick={act(() => actions.filter(column.id))}>
          <ListItemText>Filter by this column</ListItemText>
        </MenuItem>
      ) : null}
      <MenuItem disabled={!actions.canRemove} onClick={act(() => actions.remove(column.id))}>
        <ListItemText>Remove column</ListItemText>
      </MenuItem>
    </GridColumnMenuContainer>
  );
}

function renderCell(cell: ResultCell, isYear: boolean) {
  if (cell && typeof cell === 'object' && !Array.isArray(cell))
    return (
      <ZoomLink entityId={cell.id}>
        <TitleText text={entityLabel(cell.id, cell.display_name)} />
      </ZoomLink>
    );
  if (Array.isArray(cell) && cell.some((item) => typeof item === 'object')) {
    return cell.map((item, index) => (
      <span key={index}>
        {index > 0 ? '; ' : ''}
        {typeof item === 'object' ? (
          <ZoomLink entityId={item.id}>
            <TitleText text={entityLabel(item.id, item.display_name)} />
          </ZoomLink>
        ) : (
          cellText(item, isYear)
        )}
      </span>
    ));
  }
  return cellText(cell, isYear);
}

export interface ResultsGridProps {
  search: AnalyticsSearch;
  actions: ColumnActions;
  selection: GridRowSelectionModel;
  onSelection: (model: GridRowSelectionModel) => void;
}

/**
 * The first 100 rows of a search in a data grid (issue 34): a column per shown column with its
 * header menu, entity cells opening the entity drawer, and row selection by checkbox.
 */
export function ResultsGrid({ search, actions, selection, onSelection }: ResultsGridProps) {
  const scope = useCitationScope();
  const columns = useMemo<GridColDef<ResultRow>[]>(() => {
    const hasText = search.results_header.some((column) => column.type !== 'number');
    return search.results_header.map((column) => {
      const isNumber = column.type === 'number';
      const isYear = isYearColumn(column);
      const { name, description } = columnHeader(column, scope);
      return {
        field: column.id,
        headerName: name,
        description,
        type: isNumber ? 'number' : 'string',
        // none narrower than its header; names take the room left, figures only without names
        flex: isNumber && hasText ? 0 : 1,
        width: columnMinWidth(name, isNumber),
        minWidth: columnMinWidth(name, isNumber),
        sortable: false,
        filterable: false,
        valueGetter: (_value, row) => cellText(row.cells[column.id] ?? null, isYear),
        renderCell: (params) => {
          const cell = params.row.cells[column.id] ?? null;
          // an entity row's name opens the entity itself (a nameless one reads as its id)
          if (
            column.id === 'display_name' &&
            (typeof cell === 'string' || cell === null) &&
            params.row.id.includes('/')
          ) {
            return (
              <ZoomLink entityId={params.row.id}>
                <TitleText text={entityLabel(params.row.id, cell)} />
              </ZoomLink>
            );
          }
          return renderCell(cell, isYear);
        },
      };
    });
  }, [search.results_header, scope]);
  const context = useMemo(() => ({ actions, header: search.results_header }), [actions, search.results_header]);
  return (
    <ActionsContext.Provider value={context}>
      <DataGrid<ResultRow>
        rows={search.results}
        columns={columns}
        getRowId={(row) => row.id}
        checkboxSelection
        disableRowSelectionOnClick
        rowSelectionModel={selection}
        onRowSelectionModelChange={onSelection}
        hideFooter
        // 100 rows at most, all rendered: find-in-page and screen readers see every row
        disableVirtualization
        autoHeight
        density="compact"
        slots={{ columnMenu: ResultsColumnMenu }}
        aria-label="Search results"
        sx={{ '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 } }}
      />
    </ActionsContext.Provider>
  );
}
