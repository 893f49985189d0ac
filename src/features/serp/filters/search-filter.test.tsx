import { screen, within } from '@testing-library/react';
import { renderFilterList, settle } from './filter-list-test-utils';

async function addFullText(user: ReturnType<typeof renderFilterList>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add filter' }));
  await user.click(screen.getByRole('menuitem', { name: 'Title or abstract' }));
  return screen.getByRole('textbox', { name: 'Title or abstract search terms' });
}

describe('search filters', () => {
  it('submit on Enter', async () => {
    const { user, onChange } = renderFilterList({ filter: 'publication_year:2020' });
    const box = await addFullText(user);
    expect(box).toHaveAttribute('placeholder', 'Enter search terms');
    await user.type(box, 'coriander, cilantro{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('publication_year:2020,default.search:coriander cilantro');
    const row = screen.getByRole('listitem', { name: 'Title or abstract filter' });
    expect(row).toHaveTextContent('Title or abstractcontainscoriander cilantro');
  });

  it('submit with the ✓ button', async () => {
    const { user, onChange } = renderFilterList();
    await user.type(await addFullText(user), 'bees');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('default.search:bees');
  });

  it('cancel on Escape', async () => {
    const { user, onChange } = renderFilterList();
    await user.type(await addFullText(user), 'bees{Escape}');
    expect(screen.queryByRole('listitem', { name: 'Title or abstract filter' })).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('cancel on blur, keeping the old terms', async () => {
    const { user, onChange } = renderFilterList({ filter: 'default.search:cats' });
    await user.click(screen.getByRole('button', { name: 'cats' }));
    await user.type(screen.getByRole('textbox', { name: 'Title or abstract search terms' }), ' and dogs');
    await settle();
    await user.click(document.body);
    expect(onChange).not.toHaveBeenCalled();
    const row = screen.getByRole('listitem', { name: 'Title or abstract filter' });
    expect(within(row).getByRole('button', { name: 'cats' })).toBeInTheDocument();
  });

  it("use the facet's own verb", () => {
    renderFilterList({ filter: 'doi_starts_with:10.1016' });
    expect(screen.getByRole('listitem', { name: 'DOI prefix filter' })).toHaveTextContent(
      'DOI prefixstarts with10.1016',
    );
  });
});
