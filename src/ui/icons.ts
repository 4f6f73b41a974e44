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
  /** A megaphone: the affiliate programme (promoting the shop). */
  megaphone: 'M3 10v4h3l7 4V6l-7 4zM16 9a4 4 0 0 1 0 6M19 6.5a8 8 0 0 1 0 11',
  /** A person with a plus: inviting friends. */
  userPlus: 'M9.5 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM2.5 21c.8-4 3.6-6 7-6s6.2 2 7 6M19 8v6M16 11h6',
  /** A day on a calendar: the daily sign-in. */
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M9 15l2 2 4-4',
  /** A gift box: coupons for points. */
  gift: 'M4 9h16v4H4zM6 13h12v8H6zM12 9v12M12 9c-1.5-4-6-4-5-1.5.6 1.3 3 1.5 5 1.5zM12 9c1.5-4 6-4 5-1.5-.6 1.3-3 1.5-5 1.5z',
  /** A medal on its ribbon: member levels. */
  medal: 'M8 3h8l-2.5 6h-3zM12 9a6 6 0 1 0 0 12 6 6 0 0 0 0-12zM12 12.5l1 2 2.2.3-1.6 1.5.4 2.2-2-1.1-2 1.1.4-2.2-1.6-1.5 2.2-.3z',
  /** A ticket with its tear line: my coupons. */
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM15 7v2.5M15 11v2M15 14.5V17',
  /** A wheel of fortune under its pointer: the spin wheel. */
  wheel: 'M12 4a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17zM12 4v17M3.5 12.5h17M6 6.5l12 12M18 6.5l-12 12M10 1.5h4L12 4z',
  /** A crown: the membership card. */
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5zM5 19h14',
  /** A flag on its pole: activities. */
  flag: 'M5 21V4M5 4h13l-3 4.5L18 13H5',
  /** A question mark in a circle: the help centre. */
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 17v.01',
  /** A folded newspaper: news. */
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-4 0M7 9h7M7 12.5h7M7 16h4',
  /** A page with lines: the service information (terms, privacy, policies). */
  doc: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 15.5h6M9 19h3',
  /** A speech bubble with a question mark: questions to customer service. */
  ask: 'M4 5h16v11H9l-5 4zM10 8.8a2 2 0 1 1 2.6 1.9c-.4.2-.6.5-.6.9v.4M12 13.5v.01',
  /** A pen writing on a line: feedback. */
  pen: 'M4 20h16M14.5 4.5l3 3L8 17H5v-3z',
  /** A T-shirt: the size guide. */
  shirt: 'M8 4L3 7l2 4 2-1v10h10V10l2 1 2-4-5-3a4 4 0 0 1-8 0z',
  /** Two people: the community. */
  people: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.2a3.5 3.5 0 0 1 0 6.6M18 14.2a6.5 6.5 0 0 1 3.5 5.8',
  /** A delivery truck: ship-for-me (goods the shopper sends to our warehouse). */
  truck: 'M2 6h12v10H2zM14 9h4l3 3.5V16h-7M6.5 16a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM17.5 16a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  /** A shop front under its awning: selling with us (seller settlement). */
  store: 'M4 10v10h16V10M3 5h18l-1 5a2.7 2.7 0 0 1-5.3 0 2.7 2.7 0 0 1-5.4 0A2.7 2.7 0 0 1 4 10zM10 20v-5h4v5',
} as const;

/** Every icon by name: the user centre draws the route table's `menu.icon` with it. */
export const ICONS = { ...SHELL_ICONS, ...MORE_ICONS };
export type AnyIconName = keyof typeof ICONS;
