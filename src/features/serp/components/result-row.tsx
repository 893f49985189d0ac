import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { ENTITY_TYPES, entityTypeOfId, type EntityType } from '../../../entities/entity-types';
import { formatNumber } from '../../../lib/format-number';
import { entityLabel } from '../../../lib/entity-label';
import { localFigure } from '../../../lib/local-figure';
import { toShortId } from '../../../lib/ids';
import { safeHttpUrl } from '../../entity/lib/property-values';
import type { EntityRecord } from '../api/openalex-types';
import { resultDetails } from './result-row-text';
import { TitleText } from '../../../components/title-text';

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
  // The buttons open this catalogue's works: they show its counts, an imported record's own
  // (OpenAlex-wide) figure beside them when it differs.
  const works = localFigure(record.works_count, record.local_counts?.works_count);
  const citing = localFigure(record.cited_by_count, record.local_counts?.cited_by_count);
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Link
        component={RouterLink}
        to={zoomHref}
        preventScrollReset
        underline="hover"
        sx={{ fontSize: '1.05rem', fontWeight: 500, display: 'block', overflowWrap: 'anywhere' }}
      >
        <TitleText text={entityLabel(record.id, record.display_name)} />
      </Link>
      {details.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {details.join(' · ')}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
        {entityType !== 'works' && works.here !== null && (
          <Button size="small" component={RouterLink} to={worksHref(worksFilterKey, shortId)}>
            {formatNumber(works.here)} {works.here === 1 ? 'work' : 'works'}
          </Button>
        )}
        {entityType !== 'works' && works.inOpenAlex !== null && (
          <InOpenAlex count={works.inOpenAlex} singular="work" plural="works" />
        )}
        {entityType === 'works' && citing.here !== null && (
          <Button size="small" component={RouterLink} to={worksHref('cites', shortId)} disabled={citing.here === 0}>
            Cited by {formatNumber(citing.here)}
          </Button>
        )}
        {entityType === 'works' && citing.inOpenAlex !== null && (
          <InOpenAlex count={citing.inOpenAlex} singular="citation" plural="citations" />
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

/** A record's own figure that counts all of OpenAlex, beside the button that opens the local list. */
function InOpenAlex({ count, singular, plural }: { count: number; singular: string; plural: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
      {formatNumber(count)} {count === 1 ? singular : plural} in OpenAlex
    </Typography>
  );
}
