import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WorkIcon from '@mui/icons-material/Work';
import { describe, expect, it } from 'vitest';
import { AppTabs, shouldTabsScroll, TabPanel, type TabItem } from './tabs';

function Harness({ tabs }: { tabs: TabItem[] }) {
  const [value, setValue] = useState(tabs[0]!.value);
  return (
    <>
      <AppTabs tabs={tabs} value={value} onChange={setValue} label="Candidate" idPrefix="candidate" />
      {tabs.map((tab) => (
        <TabPanel key={tab.value} idPrefix="candidate" value={tab.value} current={value}>
          {tab.label} content
        </TabPanel>
      ))}
    </>
  );
}

const named = (...labels: string[]) => labels.map((label) => ({ value: label.toLowerCase(), label }));
const withIcons = (...labels: string[]) => named(...labels).map((tab) => ({ ...tab, icon: <WorkIcon /> }));
const scroller = () => document.querySelector('.MuiTabs-scroller');

describe('shouldTabsScroll', () => {
  it.each([
    [1, false, false],
    [2, false, true],
    [5, false, true],
    [2, true, false],
    [3, true, true],
  ])('%d tabs, icons %s: scrolls %s', (count, hasIcons, expected) =>
    expect(shouldTabsScroll(count, hasIcons)).toBe(expected),
  );
});

describe('AppTabs', () => {
  it('scrolls with two named tabs, and switches panels by click and arrow keys', async () => {
    render(<Harness tabs={named('Profile', 'Activity')} />);
    expect(scroller()).toHaveClass('MuiTabs-scrollableX');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Profile content');
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(screen.getByRole('tabpanel', { name: 'Activity' })).toHaveTextContent('Activity content');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
  });

  it('keeps two icon tabs fixed and scrolls three', () => {
    const { unmount } = render(<Harness tabs={withIcons('Jobs', 'Offers')} />);
    expect(scroller()).toHaveClass('MuiTabs-fixed');
    unmount();
    render(<Harness tabs={withIcons('Jobs', 'Offers', 'Hires')} />);
    expect(scroller()).toHaveClass('MuiTabs-scrollableX');
  });
});
