// spec 000 §3, spec 001 §2: the menu style from the design settings says from which side the
// mobile navigation slides in.
export type MenuSide = 'left' | 'right';

/** Until the design settings reach the site: from the right. */
export const DEFAULT_MENU_SIDE: MenuSide = 'right';
