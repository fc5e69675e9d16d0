// Ordered by name; esbuild cannot glob, so each new file in ../migrations is listed here once.
import init from '../migrations/001_init.sql';
import shop from '../migrations/002_shop.sql';
import editor from '../migrations/003_editor.sql';
import content from '../migrations/004_content.sql';
import forms from '../migrations/005_forms.sql';
import search from '../migrations/006_search.sql';
import designSettings from '../migrations/007_design_settings.sql';
import searchFolding from '../migrations/008_search_folding.sql';
import eventDetail from '../migrations/009_event_detail.sql';
import updatedAt from '../migrations/010_updated_at.sql';
import venueGeo from '../migrations/011_venue_geo.sql';
import userLanguage from '../migrations/012_user_language.sql';
import editorChanges from '../migrations/013_editor_changes.sql';
import moduleRevisions from '../migrations/014_module_revisions.sql';
import searchEventEnd from '../migrations/015_search_event_end.sql';
import formUpdatedAt from '../migrations/016_form_updated_at.sql';
import scheduledPageChanges from '../migrations/017_scheduled_page_changes.sql';
import editorPresence from '../migrations/018_editor_presence.sql';

export interface Migration {
  /** The file name without `.sql`, recorded in schema_migrations. */
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  { name: '001_init', sql: init },
  { name: '002_shop', sql: shop },
  { name: '003_editor', sql: editor },
  { name: '004_content', sql: content },
  { name: '005_forms', sql: forms },
  { name: '006_search', sql: search },
  { name: '007_design_settings', sql: designSettings },
  { name: '008_search_folding', sql: searchFolding },
  { name: '009_event_detail', sql: eventDetail },
  { name: '010_updated_at', sql: updatedAt },
  { name: '011_venue_geo', sql: venueGeo },
  { name: '012_user_language', sql: userLanguage },
  { name: '013_editor_changes', sql: editorChanges },
  { name: '014_module_revisions', sql: moduleRevisions },
  { name: '015_search_event_end', sql: searchEventEnd },
  { name: '016_form_updated_at', sql: formUpdatedAt },
  { name: '017_scheduled_page_changes', sql: scheduledPageChanges },
  { name: '018_editor_presence', sql: editorPresence },
];
