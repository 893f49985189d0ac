import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';
import { OqlConfigGate } from '../../analytics/components/oql-config-gate';
import {
  columnsOf,
  DEBUG_FIELDS,
  filterCounts,
  listedColumns,
  type DebugFieldKey,
  type DebugFilterKey,
  type DocsEntity,
} from '../lib/docs-columns';
import { useTitleClicks } from '../lib/use-title-clicks';
import { ColumnEntry } from './column-entry';
import { DebugPanel } from './debug-panel';

const TITLE = 'Analytics documentation';
/** Spec 2 §9: what scrolls into view stays 75 px below the top (under the sticky top bar). */
const SCROLL_OFFSET = 75;

function toggled<T>(set: ReadonlySet<T>, value: T): Set<T> {
  const next = new Set(set);
  if (!next.delete(value)) next.add(value);
  return next;
}

interface EntityDocsProps {
  entities: Record<string, DocsEntity>;
  debug: boolean;
}

/** The entity picker and the chosen entity's columns (`?entity=` keeps the choice in the address). */
function EntityDocs({ entities, debug }: EntityDocsProps) {
  const names = Object.keys(entities);
  const [params, setParams] = useSearchParams();
  const wanted = params.get('entity');
  const name = wanted && names.includes(wanted) ? wanted : (names[0] ?? '');
  const entity = entities[name];
  const [fields, setFields] = useState<ReadonlySet<DebugFieldKey>>(new Set());
  const [filters, setFilters] = useState<ReadonlySet<DebugFilterKey>>(new Set());
  const listTop = useRef<HTMLDivElement>(null);

  const columns = useMemo(() => (entity ? columnsOf(entity) : []), [entity]);
  const listed = listedColumns(columns, debug, filters);
  const shownFields = debug ? DEBUG_FIELDS.filter((field) => fields.has(field.key)).map((field) => field.key) : [];

  function choose(next: string) {
    setParams((old) => new URLSearchParams({ ...Object.fromEntries(old), entity: next }), { replace: true });
    // a reader far down one entity's list starts the next one at its top, 75 px down (spec 2 §9)
    const top = listTop.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) window.scrollTo({ top: window.scrollY + top - SCROLL_OFFSET });
  }

  if (!entity) return <Typography>The server's configuration has no entity types.</Typography>;
  return (
    <>
      <div ref={listTop} />
      <Box
        sx={{
          position: 'sticky',
          // just below the sticky top bar (56, 64 or 80 px tall, and its border)
          top: { xs: 57, sm: 65, md: 81 },
          zIndex: 1,
          bgcolor: 'background.default',
          borderBottom: 1,
          borderColor: 'divider',
          mb: 2,
        }}
      >
        <Tabs
          value={name}
          onChange={(_event, next: string) => choose(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Entity type"
        >
          {names.map((entityName) => (
            <Tab
              key={entityName}
              value={entityName}
              label={debug ? `${entityName} (${columnsOf(entities[entityName]!).length})` : entityName}
              sx={{ minWidth: 0, px: 1.5 }}
            />
          ))}
        </Tabs>
      </Box>
      {debug && (
        <DebugPanel
          fields={fields}
          filters={filters}
          onToggleField={(key) => setFields((old) => toggled(old, key))}
          onToggleFilter={(key) => setFilters((old) => toggled(old, key))}
          counts={filterCounts(columns)}
          total={columns.length}
          listed={listed.length}
        />
      )}
      <section aria-labelledby="docs-entity-heading">
        <Typography id="docs-entity-heading" variant="h2" sx={{ fontSize: '1.5rem', textTransform: 'capitalize' }}>
          {entity.displayName ?? name}
        </Typography>
        {entity.descr && <Typography color="text.secondary">{entity.descr}</Typography>}
        {listed.length === 0 ? (
          <Typography sx={{ mt: 2 }}>No column matches.</Typography>
        ) : (
          <Box component="ul" aria-label={`Columns of ${name}`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {listed.map((column) => (
              <ColumnEntry key={column.id} column={column} fields={shownFields} />
            ))}
          </Box>
        )}
      </section>
    </>
  );
}

/**
 * /analytics-docs — every column of each entity type, from the configuration this server serves
 * at run time (GET {analytics}/entities/config), with its id, display name, description and
 * filter, column and sort badges; only columns with actions. Four quick clicks on the title toggle
 * the hidden debug mode (spec 2 §2).
 */
export function AnalyticsDocsPage() {
  usePageTitle(TITLE);
  const [debug, setDebug] = useState(false);
  const onTitleClick = useTitleClicks(() => setDebug((on) => !on));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" component="h1" gutterBottom onClick={onTitleClick} sx={{ userSelect: 'none' }}>
        {TITLE}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        The columns of each entity type that analytics queries can filter by, show and sort by, as this server
        configures them. The id is the name the query language and saved queries use.
      </Typography>
      <OqlConfigGate>
        {(config) => <EntityDocs entities={config.entities as Record<string, DocsEntity>} debug={debug} />}
      </OqlConfigGate>
    </Container>
  );
}
