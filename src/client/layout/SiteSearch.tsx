// The header's site search (spec 000 §2 "Search", §4 "Search form", §9): a toggle button that
// opens the search form below it (a dropdown from 64em, a full-width panel below the header on
// smaller screens); opening focuses the input after 200 ms; the form closes 200 ms after the
// focus has left it, on a press outside, on its close button or Escape, and on submit.
// Without JavaScript the toggle is a link to the search screen, whose form works as a plain GET.
// The form itself (the combobox with its suggestions) is a chunk of its own: the server renders
// the panel empty and hidden, and the browser loads the form on the first sign of intent (the
// pointer over the toggle, the focus on it) or at the latest when the panel opens; the input takes
// the focus 200 ms after opening, or as soon as it is there if the form took longer to load.
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { Locale } from '../../shared/locales';
import { pathFor } from '../../shared/routes';
import { SEARCH_BLUR_CLOSE_DELAY_MS, SEARCH_FOCUS_DELAY_MS } from '../../shared/searchConstants';
import { useBoot } from '../BootContext';
import { LazyPartView, lazyPart } from '../components/LazyPart';
import { LoadError } from '../components/LoadError';
import { usePointerOutside } from '../hooks/usePointerOutside';
import { useT } from '../i18n';
import type { SearchFormProps } from './SearchForm';
import { SearchIcon } from './SearchIcon';
import { searchActionJsonLd } from './searchActionJsonLd';
import { JsonLd } from '../components/JsonLd';

const searchForm = lazyPart<SearchFormProps>(async () => (await import('./SearchForm')).SearchForm);

const NEVER_CHANGES = () => () => {};
const inBrowser = () => true;
const notYet = () => false;

export function SiteSearch({ locale }: { locale: Locale }) {
  const t = useT();
  const { origin } = useBoot();
  // The server and hydration render the link; the browser then swaps in the button (no mismatch).
  const hydrated = useSyncExternalStore(NEVER_CHANGES, inBrowser, notYet);
  const [open, setOpen] = useState(false);
  // The form is rendered from the first opening on (its chunk loads then, if no intent came first).
  const [formWanted, setFormWanted] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The 200 ms passed before the form's chunk was there: the input takes the focus when it appears.
  const focusWhenReady = useRef(false);
  const attachInput = useCallback((input: HTMLInputElement | null) => {
    inputRef.current = input;
    if (input && focusWhenReady.current) {
      focusWhenReady.current = false;
      input.focus();
    }
  }, []);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusTimer = useRef<number | undefined>(undefined);
  const blurTimer = useRef<number | undefined>(undefined);

  const clearTimers = useCallback(() => {
    window.clearTimeout(focusTimer.current);
    window.clearTimeout(blurTimer.current);
    focusWhenReady.current = false;
  }, []);

  const close = useCallback(
    (returnFocus: boolean) => {
      clearTimers();
      setOpen(false);
      if (returnFocus) toggleRef.current?.focus();
    },
    [clearTimers],
  );

  const toggle = () => {
    if (open) {
      close(false);
      return;
    }
    setOpen(true);
    setFormWanted(true);
    clearTimers();
    // spec 000 §4, §9: the input takes the focus 200 ms after opening.
    focusTimer.current = window.setTimeout(() => {
      if (inputRef.current) inputRef.current.focus();
      else focusWhenReady.current = true;
    }, SEARCH_FOCUS_DELAY_MS);
  };

  // spec 000 §4: a press outside closes the form (the focus stays where the press put it).
  usePointerOutside(rootRef, open, () => close(false));
  useEffect(() => clearTimers, [clearTimers]);

  // spec 000 §4, §9: 200 ms after the focus left the input, the form closes, unless the focus
  // went elsewhere inside the form (its buttons) or came back.
  const onBlur = () => {
    window.clearTimeout(blurTimer.current);
    blurTimer.current = window.setTimeout(() => {
      if (!panelRef.current?.contains(document.activeElement)) close(false);
    }, SEARCH_BLUR_CLOSE_DELAY_MS);
  };

  // Escape on the form's buttons closes it too (the input handles its own Escape first).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      close(true);
    }
  };

  const toggleContent = (
    <>
      <SearchIcon />
      <span className="site-search__toggle-text">{t('search.toggle')}</span>
    </>
  );
  return (
    <div className="site-search" ref={rootRef}>
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          className="site-search__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
          onPointerEnter={searchForm.preload}
          onFocus={searchForm.preload}
        >
          {toggleContent}
        </button>
      ) : (
        <a className="site-search__toggle" href={pathFor('search', locale)}>
          {toggleContent}
        </a>
      )}
      {/* Focus and key events of the form bubble here (React's onBlur is focusout). */}
      {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- only listens to what bubbles from the form's own controls */}
      <div id={panelId} ref={panelRef} className="site-search__panel" hidden={!open} onBlur={onBlur} onKeyDown={onKeyDown}>
        {formWanted ? (
          <LazyPartView
            part={searchForm}
            props={{
              locale,
              label: t('search.formLabel'),
              variant: 'header',
              inputRef: attachInput,
              onDismiss: () => close(true),
              onClose: () => close(true),
              onSubmitted: () => close(false),
            }}
            loading={null}
            failed={(retry) => <LoadError message={t('navigation.screenFailed')} retryLabel={t('navigation.retry')} onRetry={retry} />}
          />
        ) : null}
      </div>
      <JsonLd data={searchActionJsonLd(locale, origin)} />
    </div>
  );
}
