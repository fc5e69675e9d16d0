// Who is at the editor (spec 000 §6): the user call decides whether staff are logged in (asked by
// the browser alone); nobody logged in, or a session that ended during a call, opens the login
// modal, and every call waiting for it learns how it ended. A failed user call shows the redirect
// modal, whose retry asks again.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { useBoot } from '../BootContext';
import { AccountUserDocument } from '../generated/documents/AccountUserDocument';
import { usePage } from '../navigation/LocationContext';
import { reportError } from '../reportError';
import type { LoginReason } from './EditorSession';

type UserState = 'checking' | 'staff' | 'loggedOut' | 'unknown';

interface LoginRequest {
  reason: LoginReason;
  waiting: ((loggedIn: boolean) => void)[];
}

export interface EditorUser {
  user: UserState;
  /** The login the modal is open for; null while it is closed. */
  login: LoginRequest | null;
  /** Opens the login modal; true once logged in, false when it was closed. */
  requestLogin: (reason: LoginReason) => Promise<boolean>;
  /** The login modal's end: logged in or given up. */
  loginDone: (loggedIn: boolean) => void;
  /** After a failed user call: ask again. */
  retryUserCall: () => void;
  /** After a failed user call: go on as if nobody were logged in. */
  giveUpUserCall: () => void;
}

export function useEditorUser(): EditorUser {
  const client = useApolloClient();
  const { requestId } = useBoot();
  const locale = toGraphQLLocale(usePage().locale);
  const [user, setUser] = useState<UserState>('checking');
  const [login, setLogin] = useState<LoginRequest | null>(null);
  const loginRef = useRef<LoginRequest | null>(null);
  const [userCall, setUserCall] = useState(0);

  const requestLogin = useCallback(
    (reason: LoginReason) =>
      new Promise<boolean>((resolve) => {
        // Several calls refused at once wait for the same login.
        const current = loginRef.current;
        const next: LoginRequest = current
          ? { reason: current.reason, waiting: [...current.waiting, resolve] }
          : { reason, waiting: [resolve] };
        loginRef.current = next;
        setLogin(next);
      }),
    [],
  );

  const loginDone = useCallback(
    (loggedIn: boolean) => {
      const current = loginRef.current;
      loginRef.current = null;
      setLogin(null);
      const resume = () => {
        for (const resolve of current?.waiting ?? []) resolve(loggedIn);
      };
      if (!loggedIn) {
        resume();
        return;
      }
      setUser('staff');
      // Everything that shows the account (the header's, the page as staff see it) is asked again,
      // and only then do the refused calls run again: a read that answered after the retried
      // write would show the state from before it (a published page as offline).
      void client.refetchQueries({ include: 'active' }).then(resume, resume);
    },
    [client],
  );

  useEffect(() => {
    let live = true;
    client
      .query({ query: AccountUserDocument, variables: { locale }, fetchPolicy: 'network-only' })
      .then((result) => {
        if (!live) return;
        if (result.data?.me.isLoggedIn) setUser('staff');
        else {
          setUser('loggedOut');
          void requestLogin('missing');
        }
      })
      .catch((error: unknown) => {
        if (!live) return;
        reportError('userCall', error, requestId);
        setUser('unknown');
      });
    return () => {
      live = false;
    };
    // Asked once per editor (and per retry): a later login sets the state itself.
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the first language is the one asked
  }, [client, requestLogin, requestId, userCall]);

  const retryUserCall = useCallback(() => {
    setUser('checking');
    setUserCall((n) => n + 1);
  }, []);
  const giveUpUserCall = useCallback(() => setUser('loggedOut'), []);

  return { user, login, requestLogin, loginDone, retryUserCall, giveUpUserCall };
}
