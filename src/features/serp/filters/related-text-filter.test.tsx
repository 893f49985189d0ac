import { screen, within } from '@testing-library/react';
import { renderFilterList } from './filter-list-test-utils';

describe('related_to_text', () => {
  it('edits its text in a dialog', async () => {
    const { user, onChange } = renderFilterList({ filter: 'related_to_text:bees and pollination' });
    const row = screen.getByRole('listitem', { name: 'Related to text filter' });
    await user.click(within(row).getByRole('button', { name: 'bees and pollination' }));
    const dialog = screen.getByRole('dialog', { name: 'Related to text' });
    const text = within(dialog).getByRole('textbox', { name: 'Text' });
    expect(text).toHaveValue('bees and pollination');

    await user.clear(text);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(text, 'wild bees, in cities');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('related_to_text:wild bees in cities');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps its text when the dialog is cancelled', async () => {
    const { user, onChange } = renderFilterList({ filter: 'related_to_text:bees' });
    await user.click(screen.getByRole('button', { name: 'bees' }));
    await user.type(screen.getByRole('textbox', { name: 'Text' }), ' and wasps');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'bees' })).toBeInTheDocument();
  });

  it('deletes a new filter cancelled before it had text', async () => {
    const { user, onChange, onEditingKeyChange } = renderFilterList({ editingKey: 'related_to_text' });
    const dialog = screen.getByRole('dialog', { name: 'Related to text' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onEditingKeyChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('listitem', { name: 'Related to text filter' })).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('a filter opened from outside (editingKey)', () => {
  it('asks for the value of a pending filter and adds it once given', async () => {
    const { user, onChange, onEditingKeyChange } = renderFilterList({
      filter: 'open_access.is_oa:true',
      editingKey: 'publication_year',
    });
    await user.type(screen.getByRole('textbox', { name: 'Year range' }), '2020{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('open_access.is_oa:true,publication_year:2020');
    expect(onEditingKeyChange).toHaveBeenLastCalledWith(null);
  });
});
