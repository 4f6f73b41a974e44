import { SHELL_ICONS } from './Icon';

/** Icons only pages draw (kept out of the shell): pass them as `<Icon d={MORE_ICONS.pin} />`. */
export const MORE_ICONS = {
  money: 'M12 3v18M16.5 7.5C15.5 6 14 5.5 12 5.5c-2.5 0-4 1.3-4 3s1.5 2.5 4 3 4 1.5 4 3.3-1.7 3.2-4 3.2c-2 0-3.7-.7-4.5-2.2',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  box: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 7.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  ruler: 'M3 17L17 3l4 4L7 21zM7 13l2 2M10 10l2 2M13 7l2 2',
  scale: 'M12 4v16M5 20h14M6 8h12M6 8l-3 7h6zM18 8l-3 7h6z',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  warehouse: 'M3 21V9l9-5 9 5v12M7 21v-8h10v8M7 17h10',
  bag: 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.01',
  wallet: 'M3 7h18v13H3zM3 7l13-4 2 4M16 13.5h2',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  cashOut: 'M3 6h18v12H3zM12 9v6M9.5 12.5 12 15l2.5-2.5',
  shield: 'M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6zM9 12l2 2 4-4',
} as const;

/** Every icon by name: the user centre draws the route table's `menu.icon` with it. */
export const ICONS = { ...SHELL_ICONS, ...MORE_ICONS };
export type AnyIconName = keyof typeof ICONS;
