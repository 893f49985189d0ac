import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useEntityName } from '../../../api/entity-name';
import { appEnv } from '../../../config/env';
import { ENTITY_TYPE_LABELS, isEntityType } from '../../../entities/entity-types';
import { formatNumber } from '../../../lib/format-number';
import { entityLabel } from '../../../lib/entity-label';
import { toShortId } from '../../../lib/ids';
import { LIST_MAX_ITEMS, moreItemsLabel, SHOW_LESS_LABEL, SHOW_MORE_LABEL } from '../../../lib/truncate';
import { lazyPart } from '../../../components/lazy-part';
import type { EntityUi } from '../api/get-entity-ui';
import { displayProps, entityRefPath, foldText, type DisplayProp, type DisplayValue } from '../lib/property-values';
import { countsOpenAlex, withLocalFigures } from '../lib/local-figure-rows';
import { EntityLink, useEntityLinkClick } from './entity-link';
import { TitleText } from '../../../components/title-text';
import { plainTitle } from '../../../lib/inline-markup';

// An author's claim button (with its dialogs) loads beside the page, off the heading's first paint.
const ClaimProfile = lazyPart(() => import('../../account/components/claim-profile').then((m) => m.ClaimProfile));

/** Title, id, links to the entity page and the API record, roles or type, and the claim button. */
export function EntityHeader({ entity, headingLevel }: { entity: EntityUi; headingLevel: 'h1' | 'h2' }) {
  const shortId = toShortId(entity.id);
  const singular = isEntityType(entity.entity_type)
    ? ENTITY_TYPE_LABELS[entity.entity_type].displayNameSingular
    : entity.entity_type;
  const roles = (entity.roles ?? []).filter((role) => role.role !== singularRole(entity.entity_type));
  // An imported record's roles carry its OpenAlex-wide figures.
  const rolesIn = countsOpenAlex(entity) ? ' in OpenAlex' : '';
  return (
    <Box>
      <Typography
        variant={headingLevel === 'h1' ? 'h1' : 'h3'}
        component={headingLevel}
        sx={{ wordBreak: 'break-word' }}
      >
        <TitleText text={entityLabel(entity.id, entity.display_name)} />
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
        <Chip size="small" label={entity.type ? `${singular} · ${entity.type}` : singular} />
        <Typography variant="body2" color="text.secondary">
          {shortId}
        </Typography>
        {headingLevel === 'h2' && (
          <Link component={RouterLink} to={entityRefPath(entity.id)} variant="body2">
            Open the {singular} page
          </Link>
        )}
        <Link href={`${appEnv.hosts.data}/${shortId}`} target="_blank" rel="noopener noreferrer" variant="body2">
          View the API record
        </Link>
      </Stack>
      {roles.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', mt: 1 }}
          aria-label="Also in the catalogue as"
        >
          {roles.map((role) => (
            <RoleChip
              key={role.id}
              path={entityRefPath(role.id)}
              label={`${role.role}: ${formatNumber(role.works_count)} ${role.works_count === 1 ? 'work' : 'works'}${rolesIn}`}
            />
          ))}
        </Stack>
      )}
      {entity.entity_type === 'authors' && (
        <ClaimProfile authorId={shortId} authorName={plainTitle(entity.display_name || shortId)} />
      )}
    </Box>
  );
}

function RoleChip({ path, label }: { path: string; label: string }) {
  const onClick = useEntityLinkClick(path);
  return (
    <Chip size="small" variant="outlined" component={RouterLink} to={path} onClick={onClick} clickable label={label} />
  );
}

function singularRole(entityType: string): string {
  return entityType.replace(/s$/, '');
}

/** The property rows: a definition list, empty values hidden, long values folded. */
export function EntityProperties({ entity }: { entity: EntityUi }) {
  const rows = withLocalFigures(displayProps(entity.props), entity).filter(
    (row) => row.id !== 'id' && row.id !== 'display_name',
  );
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, 1fr) 3fr' },
        columnGap: 2,
        rowGap: 1.5,
        m: 0,
      }}
    >
      {rows.map((row) => (
        <PropertyRow key={row.id} row={row} />
      ))}
    </Box>
  );
}

function PropertyRow({ row }: { row: DisplayProp }) {
  const [isOpen, setOpen] = useState(false);
  const hidden = row.values.length - LIST_MAX_ITEMS;
  const shown = isOpen || hidden <= 0 ? row.values : row.values.slice(0, LIST_MAX_ITEMS);
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
        {row.label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
        <Stack spacing={0.25}>
          {shown.map((value, index) => (
            <ValueView key={index} value={value} />
          ))}
        </Stack>
        {hidden > 0 && (
          <Link component="button" type="button" variant="body2" onClick={() => setOpen(!isOpen)}>
            {isOpen ? SHOW_LESS_LABEL : moreItemsLabel(hidden)}
          </Link>
        )}
      </Box>
    </>
  );
}

/** A code ('US') read as its name ('United States') once looked up; the code until then or without one. */
function CodeName({ path, code }: { path: string; code: string }) {
  const name = useEntityName(path.slice(1));
  return (
    <EntityLink path={path} variant="body2" sx={{ wordBreak: 'break-word' }}>
      {name.data?.displayName || code}
    </EntityLink>
  );
}

function ValueView({ value }: { value: DisplayValue }) {
  const [isOpen, setOpen] = useState(false);
  if (value.kind === 'code') return <CodeName path={value.path} code={value.code} />;
  if (value.kind === 'entity') {
    return (
      <EntityLink path={value.path} variant="body2" sx={{ wordBreak: 'break-word' }}>
        <TitleText text={value.text} />
      </EntityLink>
    );
  }
  if (value.kind === 'link') {
    return (
      <Link href={value.href} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ wordBreak: 'break-all' }}>
        {value.text}
      </Link>
    );
  }
  return (
    <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
      {value.isLong && !isOpen ? foldText(value.text) : value.text}
      {value.isLong && (
        <>
          {' '}
          <Link component="button" type="button" variant="body2" onClick={() => setOpen(!isOpen)}>
            {isOpen ? SHOW_LESS_LABEL : SHOW_MORE_LABEL}
          </Link>
        </>
      )}
    </Typography>
  );
}
