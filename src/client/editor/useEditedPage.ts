// The page the editing toolbar edits (Query.editorPage, with the staff session), null on screens
// that are no CMS page or while it is asked. spec 000 §4, §6: staff see offline pages. The
// server's render, the same for everyone, made such a page's URL the 404 page; with the session
// the page is there: the router decides the URL again in the browser (the route-target lookup
// with the session), which shows it.
import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { EditorPageDocument } from '../generated/documents/EditorPageDocument';
import type { EditorPageQuery } from '../generated/operations';
import { usePage, useReloadPage } from '../navigation/LocationContext';
import { editorPagePathOf } from './editorPagePath';

export function useEditedPage(): { path: string | null; editedPage: EditorPageQuery['page'] } {
  const client = useApolloClient();
  const page = usePage();
  const reloadPage = useReloadPage();
  const path = editorPagePathOf(page);
  const { data } = useQuery(
    EditorPageDocument,
    path === null ? skipToken : { variables: { locale: toGraphQLLocale(page.locale), path }, fetchPolicy: 'network-only' },
  );
  const editedPage = path === null ? null : (data?.page ?? null);

  const shownOffline = useRef(false);
  useEffect(() => {
    if (page.page !== 'notFound' || !editedPage || shownOffline.current) return;
    shownOffline.current = true;
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'routeTarget' });
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'page' });
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'pageModules' });
    reloadPage();
  }, [page.page, editedPage, client, reloadPage]);

  return { path, editedPage };
}
