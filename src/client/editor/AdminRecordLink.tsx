// The toolbar's admin link (spec 000 §3 "Editor admin links", §6: staff open admin links; issue 12
// part 1): on a screen that shows an event, article, venue, ensemble member (a person), production,
// series or form, a link to that record in the CMS's administration, in a window of its own. Only
// when the user's admin menus (from the upstream, staff alone get any) name that entity: the
// embedded upstream has no administration and lists none unless CMS_ADMIN_URL names one.
import { skipToken, useQuery } from '@apollo/client/react';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { EditorAdminMenusDocument } from '../generated/documents/EditorAdminMenusDocument';
import { useEditorT } from './useEditorT';
import { usePage } from '../navigation/LocationContext';
import { adminRecordOf, adminRecordUrl } from './adminLinks';

export function AdminRecordLink() {
  const t = useEditorT();
  const page = usePage();
  const record = adminRecordOf(page);
  // Personal, and read in parts elsewhere (the header's `me`): never written into the cache.
  const { data } = useQuery(
    EditorAdminMenusDocument,
    record === null ? skipToken : { variables: { locale: toGraphQLLocale(page.locale) }, fetchPolicy: 'no-cache' },
  );
  if (record === null) return null;
  const menu = data?.me.adminMenus.find((candidate) => candidate.entity === record.entity);
  const href = menu ? adminRecordUrl(menu.url, record.id) : null;
  if (href === null) return null;
  return (
    <a
      className="editor-button editor-button--external"
      data-toolbar-item
      data-admin-entity={record.entity}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('adminLinks.open', { entity: t(`adminLinks.entity${record.entity}`) })}
      <span className="editor-visually-hidden"> {t('site.newTab')}</span>
      <span className="editor-button__external" aria-hidden="true">
        ↗
      </span>
    </a>
  );
}
