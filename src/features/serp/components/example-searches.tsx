import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http-clients';
import { localSort } from '../../../api/local-counts';
import { createFilter, type UrlFilter } from '../../../lib/filter-url';
import { toShortId } from '../../../lib/ids';
import { catalogueTextSearch } from './example-text-search';

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
 * Spec 1 §9: example searches offered on an empty works search — a person, a text search with OR
 * (the spec's 'coriander OR cilantro'), an institution — each run by a click. All three come from
 * the loaded catalogue (its most prolific author and institution, two of its most frequent
 * keywords), so they find works in an imported catalogue as in the demo one.
 */
export function ExampleSearches({ onRun }: { onRun: (filters: UrlFilter[]) => void }) {
  const examples = useQuery({
    queryKey: ['data', 'works', 'example-searches'],
    queryFn: async ({ signal }) => {
      const [author, text, institution] = await Promise.all([
        topOf('authors', signal),
        catalogueTextSearch(signal),
        topOf('institutions', signal),
      ]);
      return { author, text, institution };
    },
    staleTime: 60 * 60_000,
  });
  const { author, text, institution } = examples.data ?? { author: null, text: null, institution: null };
  const chips: { label: string; filters: UrlFilter[] }[] = [
    ...(author
      ? [{ label: author.display_name, filters: [createFilter('authorships.author.id', [toShortId(author.id)])] }]
      : []),
    ...(text ? [{ label: text, filters: [createFilter('default.search', [text])] }] : []),
    ...(institution
      ? [
          {
            label: institution.display_name,
            filters: [createFilter('authorships.institutions.lineage', [toShortId(institution.id)])],
          },
        ]
      : []),
  ];
  // A placeholder for each example still loading, so their arriving moves the results down as
  // little as possible. The row wraps: on a phone every example stays in sight.
  const placeholders = examples.isPending
    ? ['author', 'text', 'institution'].map((key) => (
        <Skeleton key={key} variant="rounded" width={140} height={24} sx={{ flexShrink: 0 }} />
      ))
    : null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1, minHeight: 28, rowGap: 0.5 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        Try:
      </Typography>
      {placeholders}
      {chips.map((chip) => (
        <Chip
          key={chip.label}
          label={chip.label}
          size="small"
          variant="outlined"
          clickable
          onClick={() => onRun(chip.filters)}
          sx={{ maxWidth: '100%' }}
        />
      ))}
    </Stack>
  );
}
