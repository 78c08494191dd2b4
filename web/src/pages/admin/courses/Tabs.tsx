import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

/** Wraps onto a second line on phones rather than scrolling: every tab, and its error mark, stays in sight. */
const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: 0 20px;
`;

const Tab = styled.button<{ $invalid: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  flex: none;
  min-height: 44px;
  padding: 8px 12px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.text)};
  font: inherit;
  font-weight: 700;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  &[aria-selected='true'] {
    color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.primary)};
    border-bottom-color: currentColor;
  }
`;

/** The mark of a tab with refused fields: a red "!" for the eye, a hidden word for screen readers. */
const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.textOnPrimary};
  font-size: 0.8rem;
  font-weight: 700;
`;

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  invalid?: boolean;
}

interface TabListProps<K extends string> {
  idBase: string;
  label: string;
  tabs: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** Hidden suffix of an invalid tab's name ("has errors"). */
  invalidText: string;
}

export const tabId = (idBase: string, key: string) => `${idBase}-tab-${key}`;
export const panelId = (idBase: string, key: string) => `${idBase}-panel-${key}`;

/**
 * A WAI-ARIA tab list: one tab in the Tab order (the selected one), arrow keys move between tabs and select them,
 * Home and End go to the first and last. Tabs whose fields were refused are marked, in colour, with "!" and in
 * their accessible name.
 */
export function TabList<K extends string>({ idBase, label, tabs, selected, onSelect, invalidText }: TabListProps<K>) {
  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    onSelect(tab.key);
    document.getElementById(tabId(idBase, tab.key))?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, () => void> = {
      ArrowRight: () => select(current + 1),
      ArrowLeft: () => select(current - 1),
      Home: () => select(0),
      End: () => select(tabs.length - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };
  return (
    <List role="tablist" aria-label={label}>
      {tabs.map((tab) => {
        const isSelected = tab.key === selected;
        return (
          <Tab
            key={tab.key}
            type="button"
            role="tab"
            id={tabId(idBase, tab.key)}
            aria-selected={isSelected}
            aria-controls={panelId(idBase, tab.key)}
            tabIndex={isSelected ? 0 : -1}
            $invalid={Boolean(tab.invalid)}
            data-invalid={tab.invalid ? 'true' : undefined}
            onClick={() => onSelect(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
            {tab.invalid && (
              <>
                <Mark aria-hidden="true">!</Mark>
                <VisuallyHidden> {invalidText}</VisuallyHidden>
              </>
            )}
          </Tab>
        );
      })}
    </List>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 18px;
  /* The display above would win over the hidden attribute's. */
  &[hidden] {
    display: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

/** A tab's panel; hidden ones stay mounted, so what was typed there is kept and their fields can be focused when shown. */
export function TabPanel({
  idBase,
  tabKey,
  selected,
  children,
}: {
  idBase: string;
  tabKey: string;
  selected: boolean;
  children: ReactNode;
}) {
  return (
    <Panel role="tabpanel" id={panelId(idBase, tabKey)} aria-labelledby={tabId(idBase, tabKey)} hidden={!selected} tabIndex={0}>
      {children}
    </Panel>
  );
}
