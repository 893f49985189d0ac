import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { entityLabel } from '../../../lib/entity-label';
import { useOpenEntity } from '../../entity/lib/use-open-entity';
import { DATA_API_OR_LIMIT, useEntityNames } from '../api/label-data-api';
import type { Label } from '../api/labels-api';
import { TitleText } from '../../../components/title-text';
import { plainTitle } from '../../../lib/inline-markup';

/** A page of items is named in one request, so a page holds as many as one request names. */
const ITEMS_PER_PAGE = DATA_API_OR_LIMIT;

interface LabelItemsProps {
  label: Label;
  /** removes one id; absent for a label the user cannot change */
  onRemove?: ((id: string) => void) | undefined;
  /** the id being removed, its button busy */
  removingId?: string | null;
}

/**
 * A label's items, numbered, with their names from the data API a page at a time; a row opens
 * the entity in the drawer (spec 2 §2).
 */
export function LabelItems({ label, onRemove, removingId }: LabelItemsProps) {
  const [page, setPage] = useState(0);
  const tableRef = useRef<HTMLTableElement>(null);
  const openEntity = useOpenEntity();
  // after removals the page asked for may be past the end
  const shownPage = Math.min(page, Math.max(0, Math.ceil(label.ids.length / ITEMS_PER_PAGE) - 1));
  const first = shownPage * ITEMS_PER_PAGE;
  const ids = label.ids.slice(first, first + ITEMS_PER_PAGE);
  const names = useEntityNames(label.entityType, ids);

  if (label.ids.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        This label has no {label.entityType} yet.
      </Typography>
    );
  }

  return (
    <>
      <Table ref={tableRef} size="small" aria-label={`Items of ${label.name}`} sx={{ scrollMarginTop: 16 }}>
        <TableBody>
          {ids.map((id, index) => {
            const name = names.data?.get(id);
            return (
              <TableRow
                key={id}
                hover
                onClick={() => openEntity(id)}
                sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
              >
                <TableCell align="right" sx={{ width: '1%', whiteSpace: 'nowrap', color: 'text.secondary', pr: 0 }}>
                  {(first + index + 1).toLocaleString('en-US')}.
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {name === undefined && names.isPending ? (
                    <Skeleton width="60%" aria-label="Loading name" />
                  ) : (
                    <Box component="span">
                      <TitleText text={name === undefined ? id : entityLabel(id, name)} />
                    </Box>
                  )}
                  <Typography variant="body2" component="div" color="text.secondary">
                    {id}
                    {name === undefined && !names.isPending && ' · not in the catalogue'}
                  </Typography>
                </TableCell>
                {onRemove && (
                  <TableCell align="right" sx={{ width: '1%' }}>
                    <Tooltip title="Remove from label">
                      <span>
                        <IconButton
                          aria-label={`Remove ${plainTitle(name || id)}`}
                          disabled={removingId === id}
                          onClick={(event) => {
                            event.stopPropagation();
                            onRemove(id);
                          }}
                        >
                          <DeleteOutlineIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {label.ids.length > ITEMS_PER_PAGE && (
        <TablePagination
          component="div"
          count={label.ids.length}
          page={shownPage}
          rowsPerPage={ITEMS_PER_PAGE}
          rowsPerPageOptions={[ITEMS_PER_PAGE]}
          onPageChange={(_, next) => {
            setPage(next);
            // the next page starts at its first item, not at the bar at the bottom
            tableRef.current?.scrollIntoView?.({ block: 'start' });
          }}
        />
      )}
    </>
  );
}
