import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList } from './tab-list';

const TABS = (['one', 'two', 'three'] as const).map((value) => ({
  value,
  label: value.toUpperCase(),
  id: `tab-${value}`,
}));

function Harness({ initial }: { initial: 'one' | 'two' | 'three' | null }) {
  const [selected, setSelected] = useState(initial);
  return (
    <TabList
      tabs={TABS}
      selected={selected}
      onSelect={setSelected}
      label="Numbers"
      panelId="numbers-panel"
      className="tabs"
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabList', () => {
  it('selects with the arrow keys, wrapping round, and with Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness initial="one" />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument();
    await user.tab();
    expect(tab('ONE')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('THREE')).toHaveFocus();
    expect(tab('THREE')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('ONE')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('THREE')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('ONE')).toHaveAttribute('aria-selected', 'true');
    expect(tab('ONE')).toHaveAttribute('aria-controls', 'numbers-panel');
  });

  it('lets Tab reach the first tab when none is selected', () => {
    render(<Harness initial={null} />);
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getAllByRole('tab').every((element) => element.getAttribute('aria-selected') === 'false')).toBe(true);
  });
});
