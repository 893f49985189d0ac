import { screen, within } from '@testing-library/react';
import { renderFilterList } from './filter-list-test-utils';

describe('boolean filters', () => {
  it('show the value label and toggle true/false on click', async () => {
    const { user, onChange } = renderFilterList({ filter: 'open_access.is_oa:true' });
    const row = screen.getByRole('listitem', { name: 'Open Access filter' });
    await user.click(within(row).getByRole('button', { name: 'Open Access' }));
    expect(onChange).toHaveBeenLastCalledWith('open_access.is_oa:false');
    expect(within(row).getByRole('button', { name: 'NOT Open Access' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'NOT Open Access' }));
    expect(onChange).toHaveBeenLastCalledWith('open_access.is_oa:true');
  });

  it("offer 'is' and 'is not'", async () => {
    const { user, onChange } = renderFilterList({ filter: 'institutions.is_global_south:true' });
    const row = screen.getByRole('listitem', { name: 'From the Global South filter' });
    await user.click(within(row).getByRole('button', { name: 'is' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['is', 'is not']);
    await user.click(screen.getByRole('menuitem', { name: 'is not' }));
    expect(onChange).toHaveBeenLastCalledWith('institutions.is_global_south:!true');
    expect(within(row).getByRole('button', { name: 'is not' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Global South' })).toBeInTheDocument();
  });
});
