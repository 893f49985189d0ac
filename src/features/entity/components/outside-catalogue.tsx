import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { isPublicOpenAlex } from '../../../api/local-counts';
import { NotFound } from '../../../components/not-found';
import { PageContainer } from '../../../components/page-container';
import { appEnv } from '../../../config/env';
import { isEntityType } from '../../../entities/entity-types';
import { OPENALEX_URL, parseEntityId } from '../../../lib/ids';

/**
 * The short id of an entity that the catalogue does not hold, or null when the path is no entity
 * id at all. Records name works, publishers and institutions this catalogue never imported.
 */
export function outsideRecordId(entityPath: string): string | null {
  const parsed = parseEntityId(entityPath);
  if (!parsed || !isEntityType(parsed.entityType)) return null;
  return parsed.shortId;
}

/**
 * A 404 for an entity id: the record is not in this catalogue, but OpenAlex may have it. Any other
 * path (and any id when the data host is OpenAlex itself) gets the page-not-found page.
 */
export function OutsideCatalogue({ entityPath }: { entityPath: string }) {
  const shortId = outsideRecordId(entityPath);
  if (!shortId || isPublicOpenAlex(appEnv.hosts.data)) return <NotFound />;
  const href = `${OPENALEX_URL}${shortId}`;
  return (
    <PageContainer title="Not in this catalogue" documentTitle={`${shortId}: not in this catalogue`}>
      <Typography sx={{ mb: 2 }}>
        {shortId} is not in this catalogue, which holds only the records imported into it.
      </Typography>
      <Typography sx={{ mb: 3 }}>
        OpenAlex may have it:{' '}
        <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
          {href}
        </Link>
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/" variant="contained">
          Go to the home page
        </Button>
      </Stack>
    </PageContainer>
  );
}
