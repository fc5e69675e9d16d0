import { createRef, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteTexts } from '../../../shared/i18n/createTranslator';
import { loadEditorTexts } from '../../../shared/i18n/editorTranslator';
import { ANONYMOUS_VISITOR, pageStateOf } from '../../BootData';
import { PageContext } from '../../navigation/LocationContext';
import { DialogDismissButton, EditorDialog } from './EditorDialog';
import { FormError } from './FormError';

const pageState = pageStateOf({
  locale: 'en',
  page: 'cmsPage',
  status: 200,
  route: null,
  requestId: 'test',
  pathname: '/en/season',
  search: '?edit',
  pageHeaderLoading: false,
  today: '2026-11-29',
  renderedAt: '2026-11-29T10:00:00.000Z',
  origin: 'http://localhost',
  assets: { script: '/assets/x.js', style: '/assets/x.css', preload: [], later: [] },
  visitor: ANONYMOUS_VISITOR,
});

const render = (node: ReactNode) => renderToStaticMarkup(<PageContext.Provider value={pageState}>{node}</PageContext.Provider>);

// The editor loads its texts before any of its parts renders (useEditorT.ts); so does this test.
beforeAll(async () => {
  await loadSiteTexts('en');
  await loadEditorTexts('en');
});

describe('EditorDialog', () => {
  it('is named by its heading, has the close button first after it, and passes the rest on to the <dialog>', () => {
    const html = render(
      <EditorDialog
        modal={createRef()}
        className="editor-dialog--form"
        titleId="d-title"
        title="Redirects"
        headingProps={{ tabIndex: -1 }}
        aria-describedby="d-intro"
        data-page-dialog="redirects"
      >
        <p id="d-intro">Intro</p>
      </EditorDialog>,
    );

    expect(html).toBe(
      '<dialog class="editor-dialog editor-dialog--form" aria-labelledby="d-title" aria-describedby="d-intro" data-page-dialog="redirects">' +
        '<div class="editor-dialog__header"><h2 id="d-title" class="editor-dialog__title" tabindex="-1">Redirects</h2>' +
        '<button type="button" class="editor-dialog__close" aria-label="Close"><span aria-hidden="true">×</span></button></div>' +
        '<p id="d-intro">Intro</p></dialog>',
    );
  });

  it('names its close button as told', () => {
    expect(render(<EditorDialog modal={createRef()} titleId="t" title="Compare" closeLabel="Close the comparison" />)).toContain(
      'aria-label="Close the comparison"',
    );
  });

  it('has a text button that closes it', () => {
    expect(render(<DialogDismissButton modal={createRef()}>Cancel</DialogDismissButton>)).toBe(
      '<button type="button" class="editor-form__button">Cancel</button>',
    );
  });
});

describe('FormError', () => {
  it('says the form’s message as an alert the form can focus, under the id the form points to', () => {
    expect(render(<FormError form={{ id: 'f', formError: 'Please check.' }} />)).toBe(
      '<p id="f-form-error" class="editor-form__error" role="alert" tabindex="-1" data-form-error="true">Please check.</p>',
    );
  });

  it('shows nothing without a message', () => {
    expect(render(<FormError form={{ id: 'f', formError: null }} />)).toBe('');
  });
});
