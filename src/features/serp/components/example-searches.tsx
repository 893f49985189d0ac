import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http-clients';
import { localSort } from '../../../api/local-counts';
import { createFilter, type UrlFilter } from '../../../lib/filter-url';
import { toShortId } from '../../../lib/ids';

interface Named {
  id: string;
  display_name: string;
}

/** The author or institution with the most works in the catalogue: a real name to try. */
async function topOf(entityType: 'authors' | 'institutions', signal: AbortSignal): Promise<Named | null> {
  const response = await http.data.get<{ results?: Named[] }>(`/${entityType}`, {
    signal,
    params: { sort: localSort(entityType, 'works_count:desc'), per_page: 1, select: 'id,display_name' },
  });
  const first = response.data.results?.[0];
  return first?.id && first.display_name ? first : null;
}

/**
 * Spec 1 §9: example searches offered on an empty works search — a person, 'coriander OR
 * cilantro', an institution — each run by a click. The person and the institution are the
 * catalogue's own, so the examples always find something.
 */
export function ExampleSearches({ onRun }: { onRun: (filters: UrlFilter[]) => void }) {
  const examples = useQuery({
    queryKey: ['example-searches'],
    queryFn: async ({ signal }) => {
      const [author, institution] = await Promise.all([topOf('authors', signal), topOf('institutions', signal)]);
      return { author, institution };
    },
    staleTime: 60 * 60_000,
  });
  const { author, institution } = examples.data ?? { author: null, institution: null };
  const chips: { label: string; filters: UrlFilter[] }[] = [
    ...(author
      ? [{ label: author.display_name, filters: [createFilter('authorships.author.id', [toShortId(author.id)])] }]
      : []),
    { label: 'coriander OR cilantro', filters: [createFilter('default.search', ['coriander OR cilantro'])] },
    ...(institution
      ? [
          {
            label: institution.display_name,
            filters: [createFilter('authorships.institutions.lineage', [toShortId(institution.id)])],
          },
        ]
      : []),
  ];
  // One row that scrolls sideways rather than wraps, with a placeholder for each name still
  // loading: the examples arriving must not push the results down (a layout shift).
  const placeholder = (key: string) =>
    examples.isPending ? <Skeleton key={key} variant="rounded" width={140} height={24} sx={{ flexShrink: 0 }} /> : null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'nowrap', overflowX: 'auto', alignItems: 'center', mt: 1, minHeight: 28 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        Try:
      </Typography>
      {placeholder('author')}
      {chips.map((chip) => (
        <Chip
          key={chip.label}
          label={chip.label}
          size="small"
          variant="outlined"
          clickable
          onClick={() => onRun(chip.filters)}
          sx={{ flexShrink: 0 }}
        />
      ))}
      {placeholder('institution')}
    </Stack>
  );
}
