// The magazine's search (spec 001 §2 "Magazine: … search"). The article list takes no words (the
// gateway's articles query filters by category and tag only), so the form is a plain GET form to
// the site search's 'others' category, where articles are found with productions, musicians,
// venues and pages (spec 000 §2 "Search": /{lang}/search/others/1?q=). It works without script;
// with script the router goes there without a document load.
import { useId, type SubmitEvent } from 'react';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { searchPath } from '../../../shared/searchPath';
import { useT } from '../../i18n';
import { useNavigate } from '../../navigation/LocationContext';

export function MagazineSearch({ locale }: { locale: Locale }) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    const query = typeof value === 'string' ? value.trim() : '';
    // As the header's search: empty text does nothing (spec 000 §4, §5).
    if (query !== '') navigate(searchPath(locale, query, 'others'));
  };
  return (
    <form
      className="magazine-search"
      role="search"
      method="get"
      action={pathFor('search', locale, { category: 'others', page: '1' })}
      aria-describedby={`${id}-hint`}
      onSubmit={submit}
    >
      <label htmlFor={`${id}-q`}>{t('magazine.searchLabel')}</label>
      <div className="magazine-search__row">
        <input id={`${id}-q`} name="q" type="search" required maxLength={200} autoComplete="off" />
        <button className="button" type="submit">
          {t('magazine.searchButton')}
        </button>
      </div>
      <p className="magazine-search__hint" id={`${id}-hint`}>
        {t('magazine.searchHint')}
      </p>
    </form>
  );
}
