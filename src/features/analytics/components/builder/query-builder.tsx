import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { parseUiVariant, type UiVariant } from '../../../../config/ui-variants';
import type { OqlFilter } from '../../../../lib/oql/types';
import { listsWorks, SUMMARY } from '../../lib/query-draft';
import { FilterTreeEditor } from './filter-tree-editor';
import { ColumnsEditor, GetRowsSelect, SortEditor, type PartProps } from './query-parts';

/** Spec 2 §2: the builder's layouts are the `ui=` variants. */
export type Layout = UiVariant;
export const layoutOf = parseUiVariant;

const plural = (entity: string) => (entity === SUMMARY ? 'works' : entity.replace(/-/g, ' '));

/** The builder's parts, each ready to place. */
function useParts({ query, config, onChange }: PartProps) {
  const setFilters = (key: 'filter_works' | 'filter_aggs') => (filters: OqlFilter[]) => {
    const next = { ...query, [key]: filters };
    if (!filters.length) delete next[key];
    onChange(next);
  };
  const ownRows = !listsWorks(query);
  return {
    ownRows,
    list: <GetRowsSelect query={query} config={config} onChange={onChange} />,
    works: (
      <FilterTreeEditor
        entity="works"
        config={config}
        filters={query.filter_works}
        onChange={setFilters('filter_works')}
        addLabel="Add works filter"
      />
    ),
    rows: ownRows ? (
      <FilterTreeEditor
        entity={query.get_rows}
        config={config}
        filters={query.filter_aggs}
        onChange={setFilters('filter_aggs')}
        addLabel={`Add ${plural(query.get_rows)} filter`}
      />
    ) : null,
    columns: <ColumnsEditor query={query} config={config} onChange={onChange} />,
    sort: <SortEditor query={query} config={config} onChange={onChange} />,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="overline" component="h3" color="text.secondary" sx={{ display: 'block', lineHeight: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A sentence's words between the parts (sentence layouts). */
function Words({ children }: { children: ReactNode }) {
  return (
    <Typography component="span" sx={{ fontSize: '1.1rem', fontWeight: 500, whiteSpace: 'nowrap' }}>
      {children}
    </Typography>
  );
}

function Clause({ words, children }: { words: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-label={typeof words === 'string' ? words : undefined}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        {words}
      </Stack>
      <Box sx={{ pl: { xs: 1, sm: 3 } }}>{children}</Box>
    </Box>
  );
}

/**
 * The query builder (spec 2 §2, issue 34): what to list, works filters and the rows' own filters as
 * and/or trees, columns and metrics, and sort — arranged by layout: sentences (works first, entity
 * first, or grouping), stacked sections (worksfirst, side) or cards in a row (top).
 */
export function QueryBuilder(props: PartProps & { layout: Layout }) {
  const parts = useParts(props);
  const entity = plural(props.query.get_rows);
  const tail = (
    <>
      <Clause words={<Words>sort by</Words>}>{parts.sort}</Clause>
      <Clause words={<Words>show</Words>}>{parts.columns}</Clause>
    </>
  );
  switch (props.layout) {
    case 'sentence-worksfirst':
    case 'sentence-entityfirst':
    case 'sentence-group': {
      const using = <Clause words={<Words>using works where</Words>}>{parts.works}</Clause>;
      const get = (
        <Clause
          words={
            <>
              <Words>{props.layout === 'sentence-group' ? 'group works by' : 'get'}</Words>
              {parts.list}
              {parts.ownRows ? <Words>{props.layout === 'sentence-group' ? 'keeping those' : 'where'}</Words> : null}
            </>
          }
        >
          {parts.rows}
        </Clause>
      );
      const worksWhere = !parts.ownRows ? (
        <Clause words={<Words>where</Words>}>{parts.works}</Clause>
      ) : props.layout === 'sentence-worksfirst' ? (
        using
      ) : (
        <Clause words={<Words>{props.layout === 'sentence-group' ? 'from works where' : 'using works where'}</Words>}>
          {parts.works}
        </Clause>
      );
      const worksFirst = props.layout === 'sentence-worksfirst' && parts.ownRows;
      return (
        <Stack spacing={1.5} data-layout={props.layout}>
          {worksFirst ? worksWhere : null}
          {get}
          {worksFirst ? null : worksWhere}
          {tail}
        </Stack>
      );
    }
    case 'top':
      return (
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }} data-layout="top">
          {[
            ['List', parts.list],
            ['Works filters', parts.works],
            ...(parts.rows ? [[`${entity} filters`, parts.rows]] : []),
            ['Columns', parts.columns],
            ['Sort', parts.sort],
          ].map(([title, part]) => (
            <Paper key={String(title)} variant="outlined" sx={{ p: 1.5, flex: '1 1 280px', minWidth: 0 }}>
              <Section title={String(title)}>{part}</Section>
            </Paper>
          ))}
        </Stack>
      );
    case 'side':
    case 'worksfirst': {
      const works = <Section title="Works filters">{parts.works}</Section>;
      return (
        <Stack spacing={2} data-layout={props.layout}>
          {props.layout === 'worksfirst' ? works : null}
          <Section title="List">{parts.list}</Section>
          {parts.rows ? <Section title={`${entity} filters`}>{parts.rows}</Section> : null}
          {props.layout === 'side' ? works : null}
          <Section title="Columns">{parts.columns}</Section>
          <Section title="Sort">{parts.sort}</Section>
        </Stack>
      );
    }
  }
}
