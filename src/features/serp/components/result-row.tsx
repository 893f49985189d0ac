import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink, useLocation } from 'react-router';
import { ENTITY_TYPES, entityTypeOfId, type EntityType } from '../../../entities/entity-types';
import { formatNumber } from '../../../lib/format-number';
import { toShortId } from '../../../lib/ids';
import type { EntityRecord } from '../api/openalex-types';
import { resultDetails } from './result-row-text';

interface ResultRowProps {
  entityType: EntityType;
  record: EntityRecord;
}

/** `?zoom=ID` on the current URL: opens the entity panel over the results. */
export function useZoomHref(shortId: string): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set('zoom', shortId);
  return `${location.pathname}?${params}`;
}

function worksHref(filterKey: string, shortId: string): string {
  return `/works?${new URLSearchParams({ filter: `${filterKey}:${shortId}` })}`;
}

/**
 * The look of the rows, set once on their list: a row is plain elements with class names, not
 * MUI components, because a page of rows renders on every search and filter change and each
 * styled component costs a style computation per render (the rows were most of that render).
 */
export const resultRowsSx: SxProps<Theme> = {
  p: 0,
  m: 0,
  '& > li': { py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' },
  '& .result-title': {
    display: 'block',
    fontSize: '1.05rem',
    fontWeight: 500,
    lineHeight: 1.5,
    color: 'primary.main',
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    '&:hover': { textDecoration: 'underline' },
  },
  '& .result-details': { typography: 'body2', color: 'text.secondary', mt: 0.25, mb: 0 },
  '& .result-actions': { display: 'flex', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mt: 0.5 },
  '& .result-action': {
    typography: 'button',
    textTransform: 'none',
    fontSize: '0.8125rem',
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.5,
    minWidth: 64,
    justifyContent: 'center',
    px: 0.625,
    py: 0.5,
    borderRadius: 1,
    color: 'primary.main',
    textDecoration: 'none',
    '&:hover': { bgcolor: 'action.hover' },
    '&[aria-disabled="true"]': { color: 'text.disabled' },
    '& svg': { fontSize: 18 },
  },
  '& a:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
};

/** One result: title linking to the entity panel, a details line, and its buttons. */
export function ResultRow({ entityType, record }: ResultRowProps) {
  const shortId = toShortId(record.id);
  const zoomHref = useZoomHref(shortId);
  const details = resultDetails(entityType, record);
  const recordType = entityTypeOfId(record.id) ?? entityType;
  const worksFilterKey = ENTITY_TYPES[recordType].worksFilterKey;
  const pdfUrl = record.best_oa_location?.pdf_url;
  const citedBy = record.cited_by_count;
  return (
    <li>
      <RouterLink className="result-title" to={zoomHref} preventScrollReset>
        {record.display_name || 'Untitled'}
      </RouterLink>
      {details.length > 0 && <p className="result-details">{details.join(' · ')}</p>}
      <div className="result-actions">
        {entityType !== 'works' && record.works_count !== undefined && (
          <RouterLink className="result-action" to={worksHref(worksFilterKey, shortId)}>
            {formatNumber(record.works_count)} works
          </RouterLink>
        )}
        {entityType === 'works' &&
          citedBy !== undefined &&
          (citedBy === 0 ? (
            <span className="result-action" aria-disabled="true">
              Cited by 0
            </span>
          ) : (
            <RouterLink className="result-action" to={worksHref('cites', shortId)}>
              Cited by {formatNumber(citedBy)}
            </RouterLink>
          ))}
        {pdfUrl && (
          <a className="result-action" href={pdfUrl} target="_blank" rel="noopener">
            <PictureAsPdfOutlinedIcon fontSize="inherit" />
            PDF
          </a>
        )}
      </div>
    </li>
  );
}
