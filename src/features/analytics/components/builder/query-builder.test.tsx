import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OqlConfig } from '../../../../lib/oql/config';
import type { OqlQuery } from '../../../../lib/oql/types';
import { ASYNC_TIMEOUT_MS } from '../../../../testing/async-timeout';
import { createTestQueryClient } from '../../../../testing/render-app';
import { OqlEditor } from '../oql-editor';
import { useQueryDraft } from '../use-query-draft';
import { QueryBuilder, type Layout } from './query-builder';

const column = (id: string, more: Record<string, unknown> = {}) => ({
  id,
  displayName: id.replace(/_/g, ' '),
  actions: ['filter', 'column', 'sort'],
  operators: ['is', 'is not'],
  ...more,
});

const config = new OqlConfig({
  works: {
    showOnTablePage: ['display_name', 'cited_by_count'],
    sortByDefault: 'cited_by_count',
    columns: {
      display_name: column('display_name'),
      cited_by_count: column('cited_by_count', { type: 'number' }),
      language: column('language'),
      is_retracted: column('is_retracted', { type: 'boolean' }),
    },
  },
  authors: {
    showOnTablePage: ['display_name', 'count(works)'],
    sortByDefault: 'count(works)',
    columns: {
      display_name: column('display_name'),
      id: column('id', { operators: ['is', 'is not', 'matches any item in label'] }),
      'count(works)': column('count(works)', { displayName: 'works count', type: 'number' }),
      'mean(fwci)': column('mean(fwci)', { displayName: 'mean FWCI', type: 'number' }),
    },
  },
});

function Harness({ submitted, layout = 'sentence-worksfirst' }: { submitted: OqlQuery; layout?: Layout }) {
  const draft = useQueryDraft(submitted, config);
  return (
    <>
      <QueryBuilder layout={layout} query={draft.query} config={config} onChange={draft.setQuery} />
      <OqlEditor text={draft.text} error={draft.error} onChange={draft.setText} />
      <output aria-label="changed">{draft.isChanged ? 'changed' : 'unchanged'}</output>
      <output aria-label="blocker">{draft.blocker ?? ''}</output>
    </>
  );
}

function renderBuilder(submitted: OqlQuery, layout?: Layout) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Harness submitted={submitted} layout={layout} />
    </QueryClientProvider>,
  );
  return user;
}

const oql = () => (screen.getByRole('textbox', { name: 'OQL' }) as HTMLTextAreaElement).value;

const authors: OqlQuery = {
  get_rows: 'authors',
  show_columns: ['display_name', 'count(works)'],
  sort_by_column: 'count(works)',
  sort_by_order: 'desc',
};

describe('the query builder', () => {
  it('adds a works filter whose value is needed before running, and the OQL follows', async () => {
    const user = renderBuilder(authors);
    expect(screen.getByLabelText('changed')).toHaveTextContent('unchanged');
    await user.click(screen.getByRole('button', { name: 'Add works filter' }));
    await user.click(await screen.findByRole('option', { name: /language/ }, { timeout: ASYNC_TIMEOUT_MS }));
    expect(screen.getByLabelText('changed')).toHaveTextContent('changed');
    expect(screen.getByLabelText('blocker')).toHaveTextContent('Give language a value.');
    const value = within(screen.getByRole('group', { name: 'Filter on language' })).getByRole('textbox', {
      name: 'Value',
    });
    await user.type(value, 'fr{Enter}');
    expect(oql()).toBe(
      'using works where language is fr; get authors; sort by count(works) desc; show display_name, count(works);',
    );
    expect(screen.getByLabelText('blocker')).toBeEmptyDOMElement();
  });

  it('typing valid OQL updates the builder; invalid OQL keeps it and says where', async () => {
    const user = renderBuilder(authors);
    const editor = screen.getByRole('textbox', { name: 'OQL' });
    await user.clear(editor);
    await user.type(editor, 'get authors; show display_name, mean(fwci);');
    expect(screen.getByRole('button', { name: /mean FWCI/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /works count/ })).not.toBeInTheDocument();
    await user.type(editor, ' sort by nothing');
    expect(screen.getByRole('alert')).toHaveTextContent(/Line 1, column \d+:/);
    // the builder still shows the last query that read
    expect(screen.getByRole('button', { name: /mean FWCI/ })).toBeInTheDocument();
  });

  it('keeps one column: the last chip cannot be removed, and removing the sort column moves the sort', async () => {
    const user = renderBuilder(authors);
    const works = screen.getByRole('button', { name: /works count/ });
    await user.click(within(works).getByTestId('CancelIcon'));
    expect(oql()).toBe('get authors; sort by display_name desc; show display_name;');
    // the one column left has no remove button
    expect(screen.queryAllByTestId('CancelIcon')).toHaveLength(0);
  });

  it('changing what to list resets the query but keeps the works filters', async () => {
    const user = renderBuilder({
      ...authors,
      filter_works: [{ column_id: 'language', operator: 'is', value: 'fr' }],
      filter_aggs: [{ column_id: 'count(works)', operator: 'is', value: 3 }],
    });
    await user.click(screen.getByRole('combobox', { name: 'List' }));
    await user.click(await screen.findByRole('option', { name: 'works' }, { timeout: ASYNC_TIMEOUT_MS }));
    expect(oql()).toBe(
      'get works where language is fr; sort by cited_by_count desc; show display_name, cited_by_count;',
    );
  });

  it('groups a filter with the one above, switches the group’s join, and ungroups it', async () => {
    const user = renderBuilder({
      get_rows: 'works',
      filter_works: ['fr', 'de', 'es'].map((value) => ({ column_id: 'language', operator: 'is', value })),
      show_columns: ['display_name'],
    });
    const third = () => screen.getAllByRole('group', { name: 'Filter on language' })[2]!;
    await user.click(within(third()).getByRole('button', { name: 'Filter options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Group with the one above' }));
    expect(oql()).toBe('get works where language is fr and (language is de or language is es); show display_name;');
    const groupJoin = screen.getByRole('group', { name: 'Join within the group' });
    await user.click(within(groupJoin).getByRole('button', { name: 'and' }));
    expect(oql()).toBe('get works where language is fr and (language is de and language is es); show display_name;');
    await user.click(within(third()).getByRole('button', { name: 'Filter options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Ungroup' }));
    expect(oql()).toBe('get works where language is fr and language is de and language is es; show display_name;');
    // the whole clause can be joined by 'or' too
    const rootJoin = screen.getAllByRole('group', { name: 'Join of the filters' })[0]!;
    await user.click(within(rootJoin).getByRole('button', { name: 'or' }));
    expect(oql()).toBe('get works where (language is fr or language is de or language is es); show display_name;');
  });

  it('a range typed for a number becomes comparisons', async () => {
    const user = renderBuilder({
      get_rows: 'works',
      filter_works: [{ column_id: 'cited_by_count', operator: 'is', value: null }],
      show_columns: ['display_name'],
    });
    await user.type(screen.getByRole('textbox', { name: 'Value' }), '10-20{Enter}');
    expect(oql()).toBe(
      'get works where (cited_by_count is greater than or equal to 10 and cited_by_count is less than or equal to 20); show display_name;',
    );
  });

  it('switching to a label operator clears the value and asks for a label', async () => {
    const user = renderBuilder({
      ...authors,
      filter_aggs: [{ column_id: 'id', operator: 'is', value: 'A1' }],
    });
    await user.click(screen.getByRole('combobox', { name: 'Operator' }));
    await user.click(await screen.findByRole('option', { name: 'matches any item in label' }));
    expect(screen.getByLabelText('blocker')).toHaveTextContent('Give id a value.');
  });

  it.each(['side', 'top', 'worksfirst', 'sentence-entityfirst', 'sentence-group'] as const)(
    'the %s layout offers the same parts',
    (layout) => {
      renderBuilder(authors, layout);
      expect(screen.getByRole('combobox', { name: 'List' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add works filter' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add authors filter' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add metric' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    },
  );
});
