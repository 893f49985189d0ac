import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ApiError } from '../../../api/api-error';
import { appEnv } from '../../../config/env';
import type { EntityType } from '../../../entities/entity-types';
import { aboutApiCall, type ApiCallKind, type ApiCallParams } from './api-call-kind';
import { absoluteApiUrl, apiRequestPath } from './build-api-url';
import { copyText } from './copy-text';
import { useApiResponse } from './get-api-response';

export interface ApiViewerProps {
  entityType: EntityType;
  kind: ApiCallKind;
  /** the call's query parameters; empty values are dropped */
  params: ApiCallParams;
  /** the record's id, for kind 'entity' (W123 or https://openalex.org/W123) */
  id?: string;
}

const codeBox = {
  m: 0,
  p: 1.5,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
  bgcolor: 'action.hover',
  borderRadius: 1,
} as const;

function toJson(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** The About text, request URL and JSON answer of one API call; the panel and the dialog frame it. */
export function ApiViewerContent({ entityType, kind, params, id }: ApiViewerProps) {
  const sectionId = useId();
  const requestPath = apiRequestPath(entityType, params, id);
  const url = absoluteApiUrl(appEnv.hosts.data, requestPath);
  const response = useApiResponse(requestPath);
  const json = response.isSuccess ? toJson(response.data) : '';

  return (
    <Stack spacing={2.5}>
      <Box component="section" aria-labelledby={`${sectionId}-about`}>
        <Typography id={`${sectionId}-about`} component="h3" variant="subtitle2" gutterBottom>
          About this call
        </Typography>
        <Typography variant="body2">{aboutApiCall(kind, entityType, params)}</Typography>
      </Box>

      <Box component="section" aria-labelledby={`${sectionId}-url`}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
          <Typography id={`${sectionId}-url`} component="h3" variant="subtitle2">
            Request URL
          </Typography>
          <Button
            size="small"
            startIcon={<ContentCopyIcon />}
            onClick={() => void copyText(url, 'URL copied to clipboard.')}
          >
            Copy URL
          </Button>
        </Stack>
        <Box component="code" sx={{ ...codeBox, display: 'block', wordBreak: 'break-all' }}>
          {url}
        </Box>
      </Box>

      <Box component="section" aria-labelledby={`${sectionId}-response`}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
          <Typography id={`${sectionId}-response`} component="h3" variant="subtitle2">
            Response
          </Typography>
          <Stack direction="row" spacing={0.5}>
            <Button
              size="small"
              startIcon={<ContentCopyIcon />}
              disabled={!response.isSuccess}
              onClick={() => void copyText(json, 'Copied to clipboard.')}
            >
              Copy JSON
            </Button>
            <Button size="small" startIcon={<OpenInNewIcon />} href={url} target="_blank" rel="noopener noreferrer">
              Open in new tab
            </Button>
          </Stack>
        </Stack>
        {response.isPending ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress size={18} aria-hidden />
            <Typography variant="body2" role="status">
              Loading the response…
            </Typography>
          </Stack>
        ) : response.isError ? (
          <Stack spacing={1}>
            <Alert severity="error">{response.error.message}</Alert>
            {response.error instanceof ApiError && response.error.data !== undefined && (
              <JsonBox label="Error response" text={toJson(response.error.data)} />
            )}
          </Stack>
        ) : (
          <JsonBox label="JSON response" text={json} />
        )}
      </Box>
    </Stack>
  );
}

/** Long answers scroll inside a box of limited height; it takes focus so keyboards can scroll it. */
function JsonBox({ label, text }: { label: string; text: string }) {
  return (
    <Box
      component="pre"
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ ...codeBox, maxHeight: 420, overflow: 'auto', whiteSpace: 'pre' }}
    >
      {text}
    </Box>
  );
}
