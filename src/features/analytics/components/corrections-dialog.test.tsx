import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSnackbarStore } from '../../../components/snackbar/snackbar-store';
import type { ResultRow } from '../../../lib/analytics-search';
import { CorrectionsDialog } from './corrections-dialog';

const works: ResultRow[] = [
  { id: 'works/W1', cells: { display_name: 'A study of rivers' } },
  { id: 'works/W2', cells: { display_name: 'A study of lakes' } },
];

function renderDialog(selectedRows: ResultRow[], entity = 'works') {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<CorrectionsDialog open onClose={onClose} selectedRows={selectedRows} entity={entity} />);
  return { user, onClose, dialog: screen.getByRole('dialog', { name: 'Suggest a correction' }) };
}

beforeEach(() => {
  useSnackbarStore.getState().messageClosed();
});

describe('corrections dialog', () => {
  it('walks property, action, value and comment, with Submit enabled only at step 4', async () => {
    const { user, onClose, dialog } = renderDialog(works);
    const button = (name: string) => within(dialog).getByRole('button', { name });
    expect(dialog).toHaveTextContent('2 works selected.');
    expect(button('Submit')).toBeDisabled();
    expect(button('Next')).toBeDisabled();

    // step 1: only the two properties of spec 2 §9
    const properties = within(dialog)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(properties).toEqual(['Authorships institution', 'Author ID']);
    await user.click(within(dialog).getByRole('radio', { name: 'Authorships institution' }));
    await user.click(button('Next'));
    expect(button('Submit')).toBeDisabled();

    // step 2: remove or add
    expect(button('Next')).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Remove Authorships institution' }));
    expect(within(dialog).getByRole('radio', { name: 'Add Authorships institution' })).not.toBeChecked();
    await user.click(button('Next'));

    // step 3: a value is needed
    expect(button('Next')).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Institution (OpenAlex ID or ROR)' }), 'I27837315');
    await user.click(button('Next'));

    // step 4: the comment may stay empty; Submit now
    expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(button('Submit')).toBeEnabled();
    await user.click(button('Submit'));
    expect(useSnackbarStore.getState().current?.text).toBe('Submitting data corrections will be coming soon.');
    expect(onClose).toHaveBeenCalled();
  });

  it('goes back a step keeping what was chosen', async () => {
    const { user, dialog } = renderDialog(works.slice(0, 1));
    expect(dialog).toHaveTextContent('1 work selected.');
    await user.click(within(dialog).getByRole('radio', { name: 'Author ID' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('radio', { name: 'Author ID' })).toBeChecked();
  });

  it('is offered for works rows only, and says so', () => {
    const { dialog } = renderDialog(works, 'institutions');
    expect(dialog).toHaveTextContent('Corrections are suggested for works');
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('asks for a selection first', () => {
    const { dialog } = renderDialog([]);
    expect(dialog).toHaveTextContent('Select the works to correct in the table first.');
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
