import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';

export interface MenuAction {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  danger?: boolean;
}

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 8px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 700;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.background};
  }
`;

// Fixed, not absolute: the table scrolls sideways inside its own box, which would clip an absolute menu.
const Menu = styled.ul<{ $top: number; $right: number }>`
  position: fixed;
  z-index: 40;
  top: ${({ $top }) => $top}px;
  right: ${({ $right }) => $right}px;
  min-width: 200px;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.headerScrolled};
`;

const Item = styled.button<{ $danger: boolean }>`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: 10px 14px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  font: inherit;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

interface ActionMenuProps {
  /** Visible text of the button, e.g. "Aktionen". */
  children: ReactNode;
  /** Accessible name naming the object, e.g. "Aktionen für H2O-0042" (starts with the visible text). */
  label: string;
  actions: MenuAction[];
  /** Title of the disabled button when no action is possible. */
  noActionsLabel: string;
  testId?: string;
}

/**
 * A button that opens a menu of actions (WAI-ARIA menu button): Enter, Space or ↓ open it on the first item,
 * ↑ on the last; arrows move, Home/End jump, Escape closes it and returns to the button, Tab leaves it.
 * Choosing an item closes the menu and puts focus back on the button before the action runs, so a dialog the
 * action opens returns focus there too.
 */
export function ActionMenu({ children, label, actions, noActionsLabel, testId = 'action-menu' }: ActionMenuProps) {
  const [open, setOpen] = useState<null | 'first' | 'last'>(null);
  const [position, setPosition] = useState({ top: 0, right: 0 });
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const items = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  const close = (refocus: boolean) => {
    setOpen(null);
    if (refocus) trigger.current?.focus();
  };

  const show = (focus: 'first' | 'last') => {
    const rect = trigger.current?.getBoundingClientRect();
    if (rect) setPosition({ top: rect.bottom + 4, right: Math.max(8, window.innerWidth - rect.right) });
    setOpen(focus);
  };

  useLayoutEffect(() => {
    if (!open) return;
    // Near the bottom of the window the menu opens upwards instead.
    const element = menu.current;
    const rect = trigger.current?.getBoundingClientRect();
    if (element && rect && rect.bottom + 4 + element.offsetHeight > window.innerHeight && rect.top - 4 - element.offsetHeight >= 0) {
      element.style.top = `${rect.top - 4 - element.offsetHeight}px`;
    }
    const list = items();
    // The menu is fixed in the window: focusing an item must not scroll the page (the controls' scroll margins would
    // ask for it near the window's bottom), which closes the menu.
    (open === 'first' ? list[0] : list[list.length - 1])?.focus({ preventScroll: true });
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // A click elsewhere, or the page or the table box moving under the fixed menu, closes it.
    const outside = (event: Event) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) close(false);
    };
    // Only when the button really moved: a scroll event arrives a frame after its scroll, so the one that brought
    // the button into view just before the tap (the controls' scroll margins ask for it near the window's bottom)
    // would close the menu it opened.
    const opened = trigger.current?.getBoundingClientRect();
    const moved = (event: Event) => {
      if (menu.current?.contains(event.target as Node)) return;
      const now = trigger.current?.getBoundingClientRect();
      if (event.type === 'scroll' && opened && now && now.top === opened.top && now.left === opened.left) return;
      close(false);
    };
    document.addEventListener('pointerdown', outside);
    window.addEventListener('scroll', moved, true);
    window.addEventListener('resize', moved);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('scroll', moved, true);
      window.removeEventListener('resize', moved);
    };
  }, [open]);

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus({ preventScroll: true });
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return close(true);
      case 'Tab':
        return close(false);
      default:
        return undefined;
    }
  };

  if (actions.length === 0) {
    return (
      <Trigger type="button" disabled title={noActionsLabel} aria-label={`${label}: ${noActionsLabel}`} data-testid={testId}>
        {children}
      </Trigger>
    );
  }

  return (
    <>
      <Trigger
        ref={trigger}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => {
          // The row's own click opens the order's details; the menu is not that.
          event.stopPropagation();
          if (open) close(false);
          else show('first');
        }}
        onKeyDown={onTriggerKey}
        data-testid={testId}
      >
        {children}
        <span aria-hidden="true">▾</span>
      </Trigger>
      {open && (
        <Menu
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          $top={position.top}
          $right={position.right}
          onKeyDown={onMenuKey}
          onClick={(event) => event.stopPropagation()}
        >
          {actions.map((action) => (
            <li key={action.key} role="none">
              <Item
                type="button"
                role="menuitem"
                tabIndex={-1}
                $danger={action.danger ?? false}
                onClick={() => {
                  close(true);
                  action.onSelect();
                }}
                data-testid={`${testId}-${action.key}`}
              >
                {action.label}
              </Item>
            </li>
          ))}
        </Menu>
      )}
    </>
  );
}
