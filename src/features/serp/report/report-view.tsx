import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Facet } from '../../../entities/facet';
import { ENTITY_TYPE_LABELS, type EntityType } from '../../../entities/entity-types';
import { getFacet } from '../../../entities/facets';
import { keyToLabel, titleCase } from '../../../lib/title-case';
import { AddCardMenu } from './add-card-menu';
import { DownloadMenu } from './download-menu';
import { useListTotals } from './get-list-totals';
import { GroupByCard } from './group-by-card';
import { parseCardEntry, toCardEntry, type CardEntry, type ReportRow } from './group-by-rows';
import { ReportCardFrame } from './report-card-frame';
import { SumCard } from './sum-card';
import { useGroupByDownload } from './use-group-by-download';
import { useReportGroups } from './use-report-groups';
import { lazyPart } from '../../../components/lazy-part';

const GroupByMoreDialog = lazyPart(() => import('./group-by-more-dialog').then((module) => module.GroupByMoreDialog));

export const NO_RESULTS_MESSAGE = 'There are no results to analyze.';

export interface ReportViewProps {
  entityType: EntityType;
  /** the API filter string of the current search */
  filter: string;
  /** the legacy `search=` text, '' if none */
  search: string;
  /** the URL's group_by entries: facet keys, `key:include_unknown` when a card shows its unknown group */
  groupBys: readonly string[];
  onGroupBysChange: (groupBys: string[]) => void;
  /** a group row was clicked: filter by its value (short id or plain value) */
  onFilterAdd: (key: string, value: string) => void;
}

interface DescribedCard {
  card: CardEntry;
  facet: Facet | undefined;
  kind: 'group' | 'sum' | 'unsupported';
  title: string;
}

function describeCards(entityType: EntityType, groupBys: readonly string[]): DescribedCard[] {
  const seen = new Set<string>();
  return groupBys.map(parseCardEntry).flatMap((card) => {
    if (seen.has(card.key)) return [];
    seen.add(card.key);
    const facet = getFacet(entityType, card.key);
    const isGroupable = facet?.actions.includes('group_by') === true;
    const kind = !isGroupable ? 'unsupported' : facet.kind === 'sum' ? 'sum' : 'group';
    return [{ card, facet, kind, title: facet ? titleCase(facet.displayName) : keyToLabel(card.key) }];
  });
}

/** The report view of a search: one card per group-by in the URL, all loaded in one request. */
export function ReportView({ entityType, filter, search, groupBys, onGroupBysChange, onFilterAdd }: ReportViewProps) {
  const [moreKey, setMoreKey] = useState<string | null>(null);
  const cards = describeCards(entityType, groupBys);
  const groupCards = cards.filter((card) => card.kind === 'group');
  const groupEntries = groupCards.map(({ card }) => card.entry);
  const groupStates = useReportGroups(entityType, filter, search, groupEntries);
  // Every card empty may still mean results whose values are all unknown: the count decides.
  const areAllCardsEmpty =
    groupEntries.length > 0 &&
    groupEntries.every((entry) => {
      const state = groupStates.get(entry);
      return state?.status === 'success' && !state.isStale && state.result.groups.length === 0;
    });
  const hasSumCard = cards.some((card) => card.kind === 'sum');
  const totals = useListTotals(entityType, filter, search, { enabled: hasSumCard || areAllCardsEmpty });
  const { download, isDownloading } = useGroupByDownload(entityType, filter, search);
  const plural = ENTITY_TYPE_LABELS[entityType].displayNamePlural;
  const moreCard = groupCards.find(({ card }) => card.key === moreKey);
  const isEmpty = totals.data?.count === 0;
  // Cards stay skeletons until the count says whether 'no groups' means 'no results'.
  const isCheckingEmpty = areAllCardsEmpty && totals.isPending;

  function handleRemove(key: string) {
    onGroupBysChange(groupBys.filter((entry) => parseCardEntry(entry).key !== key));
  }

  function handleUnknownToggle(card: CardEntry) {
    const toggled = toCardEntry(card.key, !card.isUnknownShown);
    onGroupBysChange(groupBys.map((entry) => (entry === card.entry ? toggled : entry)));
  }

  function handleRowClick(key: string, row: ReportRow) {
    setMoreKey(null);
    onFilterAdd(key, row.filterValue);
  }

  function renderCard({ card, facet, kind, title }: DescribedCard) {
    const handleRemoveCard = () => handleRemove(card.key);
    if (kind === 'sum' && facet) {
      const totalsState = totals.isError
        ? { status: 'error' as const, error: totals.error }
        : totals.data
          ? { status: 'success' as const, meta: totals.data }
          : { status: 'pending' as const };
      return <SumCard key={card.key} facet={facet} title={title} totals={totalsState} onRemove={handleRemoveCard} />;
    }
    if (kind === 'unsupported') {
      return (
        <ReportCardFrame key={card.key} title={title} onRemove={handleRemoveCard}>
          <Typography color="text.secondary">
            {titleCase(plural)} cannot be grouped by {card.key}.
          </Typography>
        </ReportCardFrame>
      );
    }
    return (
      <GroupByCard
        key={card.key}
        entityType={entityType}
        card={card}
        facet={facet}
        title={title}
        subject={`${plural} by ${title}`}
        state={(!isCheckingEmpty && groupStates.get(card.entry)) || { status: 'pending' }}
        isDownloading={isDownloading}
        onRemove={handleRemoveCard}
        onUnknownToggle={() => handleUnknownToggle(card)}
        onMoreOpen={() => setMoreKey(card.key)}
        onRowClick={(row) => handleRowClick(card.key, row)}
        onDownload={(format) => void download([card.entry], format)}
      />
    );
  }

  return (
    <Box component="section" aria-label="Report">
      <Stack direction="row" spacing={1} sx={{ mb: 2, justifyContent: 'flex-end' }}>
        <AddCardMenu
          entityType={entityType}
          shownKeys={cards.map(({ card }) => card.key)}
          onAdd={(key) => onGroupBysChange([...groupBys, key])}
        />
        <DownloadMenu
          label="Download all cards"
          isDisabled={groupEntries.length === 0 || isDownloading || isEmpty}
          onDownload={(format) => void download(groupEntries, format)}
        />
      </Stack>
      {isEmpty ? (
        <Alert severity="info">{NO_RESULTS_MESSAGE}</Alert>
      ) : cards.length === 0 ? (
        <Typography color="text.secondary">
          No cards yet. Add a card to see how these results are distributed.
        </Typography>
      ) : (
        <Box
          aria-busy={isCheckingEmpty || undefined}
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
          }}
        >
          {cards.map(renderCard)}
        </Box>
      )}
      {moreCard && (
        <GroupByMoreDialog
          entityType={entityType}
          filter={filter}
          search={search}
          card={moreCard.card}
          facet={moreCard.facet}
          title={moreCard.title}
          onClose={() => setMoreKey(null)}
          onRowClick={(row) => handleRowClick(moreCard.card.key, row)}
        />
      )}
    </Box>
  );
}
