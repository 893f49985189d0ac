import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneTabs, type PhoneTab } from './phone-tabs';

function Harness() {
  const [tab, setTab] = useState<PhoneTab>('results');
  return <PhoneTabs value={tab} onChange={setTab} />;
}

describe('PhoneTabs', () => {
  it('selects by click and by arrow keys, keeping only the selected tab in the tab order', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const results = screen.getByRole('tab', { name: 'Results' });
    const stats = screen.getByRole('tab', { name: 'Stats' });
    expect(results).toHaveAttribute('aria-selected', 'true');
    expect(stats).toHaveAttribute('tabindex', '-1');

    await user.click(stats);
    expect(stats).toHaveAttribute('aria-selected', 'true');
    expect(results).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{ArrowLeft}');
    expect(results).toHaveAttribute('aria-selected', 'true');
    expect(results).toHaveFocus();
    await user.keyboard('{End}');
    expect(stats).toHaveAttribute('aria-selected', 'true');
    expect(stats).toHaveFocus();
    await user.keyboard('{ArrowRight}'); // already the last tab
    expect(stats).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(results).toHaveFocus();
    expect(results).toHaveAttribute('tabindex', '0');
  });
});
