import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { ENTITY_TYPES, entityTypeOfId, type EntityType } from '../../../entities/entity-types';
import { formatNumber } from '../../../lib/format-number';
import { toShortId } from '../../../lib/ids';
import { safeHttpUrl } from '../../entity/lib/property-values';
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

/** One result: title linking to the entity panel, a details line, and its buttons. */
export function ResultRow({ entityType, record }: ResultRowProps) {
  const shortId = toShortId(record.id);
  const zoomHref = useZoomHref(shortId);
  const details = resultDetails(entityType, record);
  const recordType = entityTypeOfId(record.id) ?? entityType;
  const worksFilterKey = ENTITY_TYPES[recordType].worksFilterKey;
  // Records come from outside (imports, a public data host): only http(s) may become a link.
  const pdfUrl = safeHttpUrl(record.best_oa_location?.pdf_url ?? '');
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Link
        component={RouterLink}
        to={zoomHref}
        preventScrollReset
        underline="hover"
        sx={{ fontSize: '1.05rem', fontWeight: 500, display: 'block', overflowWrap: 'anywhere' }}
      >
        {record.display_name || 'Untitled'}
      </Link>
      {details.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {details.join(' · ')}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
        {entityType !== 'works' && record.works_count !== undefined && (
          <Button size="small" component={RouterLink} to={worksHref(worksFilterKey, shortId)}>
            {formatNumber(record.works_count)} {record.works_count === 1 ? 'work' : 'works'}
          </Button>
        )}
        {entityType === 'works' && record.cited_by_count !== undefined && (
          <Button
            size="small"
            component={RouterLink}
            to={worksHref('cites', shortId)}
            disabled={record.cited_by_count === 0}
          >
            Cited by {formatNumber(record.cited_by_count)}
          </Button>
        )}
        {pdfUrl && (
          <Button
            size="small"
            href={pdfUrl}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<PictureAsPdfOutlinedIcon />}
          >
            PDF
          </Button>
        )}
      </Stack>
    </Box>
  );
}
