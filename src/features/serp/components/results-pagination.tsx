import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { MAX_PAGED_RESULTS } from '../url-state/serp-params';
import { pageWindow } from './page-window';

interface ResultsPaginationProps {
  count: number;
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
}

/** Page buttons: at most 10 (4 on phones), within the first 10,000 results the API pages through. */
export function ResultsPagination({ count, page, perPage, onPageChange }: ResultsPaginationProps) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const totalPages = Math.ceil(Math.min(count, MAX_PAGED_RESULTS) / perPage);
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages, isPhone ? 4 : 10);
  return (
    <Stack
      component="nav"
      aria-label="Pages"
      direction="row"
      spacing={0.5}
      sx={{ justifyContent: 'center', py: 2, flexWrap: 'wrap' }}
    >
      <IconButton aria-label="Previous page" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      {pages.map((number) => (
        <Button
          key={number}
          size="small"
          variant={number === page ? 'contained' : 'text'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onPageChange(number)}
          sx={{ minWidth: 36 }}
        >
          {number}
        </Button>
      ))}
      <IconButton aria-label="Next page" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
