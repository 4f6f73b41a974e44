import './status-tabs.css';

export type StatusTab = { key: string; label: string; count?: number };

/**
 * Status tabs of a list page (orders, parcels …): a horizontally scrolling tablist, the chosen tab
 * underlined in red, a count badge where the count is above zero.
 */
export function StatusTabs({ tabs, value, onChange, label }: { tabs: StatusTab[]; value: string; onChange: (key: string) => void; label: string }) {
  return (
    <div class="status-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => {
        const on = tab.key === value;
        return (
          <button key={tab.key} role="tab" aria-selected={on} class={on ? 'status-tab on' : 'status-tab'} onClick={() => on || onChange(tab.key)}>
            {tab.label}
            {!!tab.count && tab.count > 0 && <span class="status-count">{tab.count > 99 ? '99+' : tab.count}</span>}
          </button>
        );
      })}
    </div>
  );
}
