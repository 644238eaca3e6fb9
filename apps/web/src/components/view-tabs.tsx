import { useId, type KeyboardEvent, type ReactNode } from 'react';
import classes from './view-tabs.module.css';

export interface ViewTab<Value extends string> {
  value: Value;
  label: string;
  /** Drawn before the label; hidden from screen readers, which read the label. */
  icon?: ReactNode;
}

export interface ViewTabsProps<Value extends string> {
  tabs: readonly ViewTab<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** The chosen view: the only panel drawn, so a view not shown costs nothing to build. */
  children: ReactNode;
}

/** Where each key moves in a row of `count` tabs from `index`, round from one end to the other; null for others. */
function tabAfterKey(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Views of one page under a row of tabs: the WAI-ARIA tabs pattern, as Mantine's Tabs draw it (the chosen tab in
 * the tab order, arrow keys, Home and End move and choose at once), and with its default look, drawn by classes
 * alone. On the calendar's first screen Mantine's Tabs were four styled components and a context to build
 * before the week could be (issue 10, ADR 051).
 */
export function ViewTabs<Value extends string>({ tabs, value, onChange, children }: ViewTabsProps<Value>) {
  const id = useId();
  const tabId = (tab: Value) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  const moveWithKeys = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabAfterKey(event.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (next === null || tab === undefined) return;
    event.preventDefault();
    onChange(tab.value);
    (event.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
  };

  return (
    <div className={classes.tabs}>
      <div role="tablist" aria-orientation="horizontal" className={classes.list}>
        {tabs.map((tab, index) => {
          const chosen = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={chosen}
              aria-controls={chosen ? panelId : undefined}
              tabIndex={chosen ? 0 : -1}
              className={classes.tab}
              onClick={() => onChange(tab.value)}
              onKeyDown={(event) => moveWithKeys(event, index)}
            >
              {tab.icon ? (
                <span className={classes.icon} aria-hidden="true">
                  {tab.icon}
                </span>
              ) : null}
              <span className={classes.label}>{tab.label}</span>
            </button>
          );
        })}
      </div>
      {/* Keyed by the view, so that a view left and come back to starts afresh, as with Mantine's unmounted panels. */}
      <div key={value} role="tabpanel" id={panelId} aria-labelledby={tabId(value)}>
        {children}
      </div>
    </div>
  );
}
