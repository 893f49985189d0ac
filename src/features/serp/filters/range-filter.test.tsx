import { screen, waitFor, within } from '@testing-library/react';
import { renderFilterList, settle } from './filter-list-test-utils';

async function addFilter(user: ReturnType<typeof renderFilterList>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: 'Add filter' }));
  await user.click(screen.getByRole('menuitem', { name }));
}

describe('range filters', () => {
  it('save on Enter and read the range in words', async () => {
    const { user, onChange } = renderFilterList();
    await addFilter(user, 'Year');
    const row = screen.getByRole('listitem', { name: 'Year filter' });
    expect(row).toHaveTextContent('is within range');
    await user.type(within(row).getByRole('textbox', { name: 'Year range' }), ' 2010 - 2020 {Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('publication_year:2010-2020');
    expect(within(row).getByRole('button', { name: '2010-2020' })).toBeInTheDocument();
    expect(within(row).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it.each([
    ['publication_year:-2010', 'Before or in 2010'],
    ['publication_year:2010-', '2010 and later'],
    ['publication_year:2010', '2010'],
    ['cited_by_count:-5', 'At most 5'],
    ['cited_by_count:5-', '5 or more'],
    ['cited_by_count:5', '5 exactly'],
    ['cited_by_count:1000-20000', '1,000-20,000'],
  ])('show %s as %s', (filter, text) => {
    renderFilterList({ filter });
    expect(screen.getByRole('button', { name: text })).toBeInTheDocument();
  });

  it('ask for numbers outside publication_year', async () => {
    const { user } = renderFilterList();
    await addFilter(user, 'Citations');
    expect(screen.getByRole('textbox', { name: 'Citations range' })).toHaveAttribute(
      'placeholder',
      'Enter number or range',
    );
  });

  it('save on blur with a value', async () => {
    const { user, onChange } = renderFilterList({ filter: 'publication_year:2010-2020' });
    await user.click(screen.getByRole('button', { name: '2010-2020' }));
    const box = screen.getByRole('textbox', { name: 'Year range' });
    expect(box).toHaveValue('2010-2020');
    await user.clear(box);
    await user.type(box, '2015-');
    await settle();
    await user.click(document.body);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('publication_year:2015-');
    expect(screen.getByRole('button', { name: '2015 and later' })).toBeInTheDocument();
  });

  it('delete the filter on blur with no value', async () => {
    const { user, onChange } = renderFilterList({ filter: 'publication_year:2010-2020,open_access.is_oa:true' });
    await user.click(screen.getByRole('button', { name: '2010-2020' }));
    await user.clear(screen.getByRole('textbox', { name: 'Year range' }));
    await settle();
    await user.click(document.body);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('open_access.is_oa:true');
    expect(screen.queryByRole('listitem', { name: 'Year filter' })).not.toBeInTheDocument();
  });

  it('cancel on Escape, keeping the value', async () => {
    const { user, onChange } = renderFilterList({ filter: 'publication_year:2010-2020' });
    await user.click(screen.getByRole('button', { name: '2010-2020' }));
    await user.type(screen.getByRole('textbox', { name: 'Year range' }), '9{Escape}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '2010-2020' })).toBeInTheDocument();
  });

  it('drop a new filter cancelled before it had a value', async () => {
    const { user, onChange } = renderFilterList();
    await addFilter(user, 'Year');
    await user.type(screen.getByRole('textbox', { name: 'Year range' }), '2010{Escape}');
    expect(screen.queryByRole('listitem', { name: 'Year filter' })).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('explain an invalid value and not save it', async () => {
    const { user, onChange } = renderFilterList();
    await addFilter(user, 'Year');
    const box = screen.getByRole('textbox', { name: 'Year range' });
    await user.type(box, 'last year{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent("'last year' is not a number or a range");
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.clear(box);
    await user.type(box, '2020-2010{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('starts after it ends');
    await settle();
    await user.click(document.body);
    expect(screen.getByRole('textbox', { name: 'Year range' })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ignore a blur in the first 100 ms of editing', async () => {
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { user, onChange } = renderFilterList();
    await addFilter(user, 'Year');
    await user.click(document.body);
    expect(screen.getByRole('listitem', { name: 'Year filter' })).toBeInTheDocument();

    now += 101;
    await user.click(screen.getByRole('textbox', { name: 'Year range' }));
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Year filter' })).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
