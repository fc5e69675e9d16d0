// What a module is rendered with besides its own data (ContentModules, DataModules, EmbedModules,
// ListItemSlot): a type of its own, so that the modules' files need not import each other for it.
import type { EditSlotRenderer, PageLayout } from '../editSlots';
import type { ModuleIndex } from '../pageData';

/** Where a module sits: whether its pictures are in the first screenful, the page's modules, and in editing mode the editor's slots (list items get their controls). */
export interface ModuleContext {
  eager: boolean;
  /**
   * The module whose picture is the page's first (CmsPageScreen's firstPictureOf), its likely LCP
   * element: asked for first (`fetchpriority="high"`); the section's own background is 'section'.
   */
  priorityPicture?: string | null;
  index: ModuleIndex;
  edit?: EditSlotRenderer | null;
  /** In editing mode: the page's sections and modules, for 'Move to …' of a list's items. */
  layout?: PageLayout;
}
