// The search form's suggestions (spec 000 §4, §5, §7): asked through GraphQL for non-empty text
// only, lowercased, once typing pauses; an answer for text that has changed since is dropped;
// a failure is reported and otherwise ignored.
import { useApollo } from '../data/useApollo';
import { useEffect, useState } from 'react';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import type { Locale } from '../../shared/locales';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../shared/searchConstants';
import { useBoot } from '../BootContext';
import { SearchAutocompleteDocument } from '../generated/documents/SearchAutocompleteDocument';
import { reportError } from '../reportError';

/** spec 000 §5: the text as the suggestions are asked for: lowercased (and trimmed, spaces collapsed). */
export function autocompleteText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

export interface Autocomplete {
  /** The suggestions last received for this text, or the previous text's while they load. */
  suggestions: readonly string[];
  /** The suggestions shown belong to the current text (not still loading). */
  settled: boolean;
}

const NONE: readonly string[] = [];

export function useAutocomplete(locale: Locale, text: string): Autocomplete {
  const apollo = useApollo();
  const { requestId } = useBoot();
  const query = autocompleteText(text);
  const [answer, setAnswer] = useState<{ query: string; suggestions: readonly string[] }>({ query: '', suggestions: NONE });

  useEffect(() => {
    // spec 000 §5: nothing is asked for empty text.
    if (query === '') return undefined;
    let current = true;
    const timer = setTimeout(() => {
      apollo()
        .then((client) => client.query({ query: SearchAutocompleteDocument, variables: { locale: toGraphQLLocale(locale), query } }))
        .then((result) => {
          if (result.error) {
            reportError('autocomplete', result.error, requestId);
            if (current) setAnswer({ query, suggestions: NONE });
          } else if (current) setAnswer({ query, suggestions: result.data?.searchAutocomplete ?? NONE });
        })
        .catch((error: unknown) => {
          // spec 000 §7: reported to the error-reporting service and otherwise ignored.
          reportError('autocomplete', error, requestId);
          if (current) setAnswer({ query, suggestions: NONE });
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      // The text changed (or the form went away): this answer, when it comes, is stale.
      current = false;
      clearTimeout(timer);
    };
  }, [apollo, locale, query, requestId]);

  if (query === '') return { suggestions: NONE, settled: true };
  return { suggestions: answer.suggestions, settled: answer.query === query };
}
