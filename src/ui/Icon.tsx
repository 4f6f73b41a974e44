import { ICON_PATHS } from './icon-paths';

/** Inline 24×24 outline icons: no icon font, no extra request. These are the shell's; pages' own are in ./icons. */
const PATHS = ICON_PATHS;

export type IconName = keyof typeof PATHS;

/** An icon by name (the shell's) or by its path `d` (a page's, from ./icons). */
export function Icon({ name, d, size = 22, label }: { name?: IconName; d?: string; size?: number; label?: string }) {
  return (
    <svg class="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden={label ? undefined : true} role={label ? 'img' : undefined} aria-label={label}>
      <path d={d ?? (name ? PATHS[name] : '')} fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" />
    </svg>
  );
}

/** The shell's icon paths, for the user centre's menu (ICONS in ./icons adds the pages' own). */
export const SHELL_ICONS = PATHS;
