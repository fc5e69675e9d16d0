// The editing toolbar's ways out (spec 000 §3, §6), items of its roving focus: the way back to
// /cms-hub, leaving editing mode (the same page without the edit flag) and the logout.
import { useApolloClient } from '@apollo/client/react';
import { CMS_HUB_PATH } from '../../shared/accountPages';
import { withoutEditFlag } from '../../shared/editFlag';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { useBoot } from '../BootContext';
import { AccountLogoutDocument } from '../generated/documents/AccountLogoutDocument';
import { useNavigate, usePage } from '../navigation/LocationContext';
import { reportError } from '../reportError';
import { useEditorT } from './useEditorT';

export function LeaveEditing() {
  const t = useEditorT();
  const client = useApolloClient();
  const page = usePage();
  const navigate = useNavigate();
  const { requestId } = useBoot();
  const withoutEditing = `${page.pathname}${withoutEditFlag(page.search)}`;

  const logout = async () => {
    try {
      await client.mutate({ mutation: AccountLogoutDocument, variables: { locale: toGraphQLLocale(page.locale) } });
      // A document load: every part of the page shows the visitor logged out.
      window.location.assign(withoutEditing);
    } catch (error) {
      reportError('editorCall', error, requestId);
    }
  };

  return (
    <>
      <a className="editor-button" data-toolbar-item href={CMS_HUB_PATH}>
        {t('editor.hub')}
      </a>
      <button type="button" className="editor-button" data-toolbar-item onClick={() => navigate(withoutEditing)}>
        {t('editor.leave')}
      </button>
      <button type="button" className="editor-button" data-toolbar-item onClick={() => void logout()}>
        {t('editor.logout')}
      </button>
    </>
  );
}
