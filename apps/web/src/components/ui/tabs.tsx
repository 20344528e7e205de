import type { ReactElement, ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';

export interface TabItem<V extends string = string> {
  value: V;
  label: string;
  /** With an icon, the label becomes the tab's accessible name and tooltip-free caption. */
  icon?: ReactElement;
  disabled?: boolean;
}

/**
 * Spec section 2: tabs scroll when there are 2 or more names; icon tabs scroll when there are more
 * than 2 (an icon tab is wider, but two of them still fit a phone).
 */
export function shouldTabsScroll(count: number, hasIcons: boolean): boolean {
  return hasIcons ? count > 2 : count >= 2;
}

export interface AppTabsProps<V extends string = string> {
  tabs: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Names the tab list for assistive technology. */
  label: string;
  /** The id prefix linking each tab to its panel (see TabPanel). */
  idPrefix: string;
}

const tabId = (prefix: string, value: string) => `${prefix}-tab-${value}`;
const panelId = (prefix: string, value: string) => `${prefix}-panel-${value}`;

export function AppTabs<V extends string = string>({
  tabs,
  value,
  onChange,
  label,
  idPrefix,
}: AppTabsProps<V>) {
  const hasIcons = tabs.some((tab) => tab.icon);
  const isScrollable = shouldTabsScroll(tabs.length, hasIcons);
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={value}
        onChange={(_, next: V) => onChange(next)}
        aria-label={label}
        variant={isScrollable ? 'scrollable' : 'standard'}
        scrollButtons={isScrollable ? 'auto' : false}
        allowScrollButtonsMobile={isScrollable}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            icon={tab.icon}
            iconPosition="start"
            disabled={tab.disabled}
            id={tabId(idPrefix, tab.value)}
            aria-controls={panelId(idPrefix, tab.value)}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
    </Box>
  );
}

/** The content of one tab; hidden panels stay out of the page so their effects don't run. */
export function TabPanel({
  idPrefix,
  value,
  current,
  children,
}: {
  idPrefix: string;
  value: string;
  current: string;
  children: ReactNode;
}) {
  const isActive = value === current;
  return (
    <Box
      role="tabpanel"
      id={panelId(idPrefix, value)}
      aria-labelledby={tabId(idPrefix, value)}
      hidden={!isActive}
      sx={{ pt: 2 }}
    >
      {isActive && children}
    </Box>
  );
}
