// The problems the check before publishing found (pageChecks.ts; issue 22 item 9), as a list staff
// can act on: a heading, how many, and each problem a button that leads to its block (or, for the
// page's own problems, to wherever the caller shows the page's settings). Presentational: the
// caller runs the checks and decides what a jump does.
import { useId, type ReactNode } from 'react';
import type { Locale } from '../../../shared/locales';
import { usePage } from '../../navigation/LocationContext';
import { useEditorT } from '../useEditorT';
import type { PageProblem, PageProblemKind } from './pageChecks';

const KIND_KEY = {
  imageAlt: 'editor.checks.kinds.imageAlt',
  headingSkip: 'editor.checks.kinds.headingSkip',
  headingEmpty: 'editor.checks.kinds.headingEmpty',
  linkEmpty: 'editor.checks.kinds.linkEmpty',
  linkVague: 'editor.checks.kinds.linkVague',
  contrast: 'editor.checks.kinds.contrast',
  metaDescription: 'editor.checks.kinds.metaDescription',
} as const satisfies Record<PageProblemKind, string>;

/** A message's values for people: numbers (a contrast ratio) in the page's language, texts as they are. */
function displayValues(values: Readonly<Record<string, string | number>>, locale: Locale): Record<string, string> {
  const numbers = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 2 });
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'number' ? numbers.format(value) : value]),
  );
}

export function ChecksList({
  problems,
  onJump,
  headingLevel = 2,
  headingId,
  headerEnd,
}: {
  /** The problems found; null while the check runs. */
  problems: readonly PageProblem[] | null;
  /** A problem's button was pressed: its block (null: the page itself), and the problem. */
  onJump: (blockId: string | null, problem: PageProblem) => void;
  /** The heading's level where the list stands (a dialog's title above it: 3). */
  headingLevel?: 2 | 3 | 4;
  /** The heading's id, when something around the list is labelled by it (the editor's panel). */
  headingId?: string;
  /** Beside the heading, in a dialog header (the panel's close button). */
  headerEnd?: ReactNode;
}) {
  const t = useEditorT();
  const { locale } = usePage();
  const ownId = useId();
  const titleId = headingId ?? ownId;
  const Heading = `h${headingLevel}` as const;
  // Focusable by script: the panel moves the focus to it when it opens the checks.
  const heading = (
    <Heading className="editor-checks__title" id={titleId} tabIndex={-1}>
      {t('editor.checks.title')}
    </Heading>
  );
  return (
    <section className="editor-checks" aria-labelledby={titleId}>
      {headerEnd ? (
        <div className="editor-dialog__header">
          {heading}
          {headerEnd}
        </div>
      ) : (
        heading
      )}
      {/* Polite: staff hear the new count when the checks run again. */}
      <p className="editor-checks__count" role="status">
        {problems === null
          ? t('editor.checks.running')
          : problems.length === 0
            ? t('editor.checks.none')
            : t('editor.checks.count', { count: problems.length })}
      </p>
      {problems === null || problems.length === 0 ? null : (
        <ol className="editor-checks__list">
          {problems.map((problem, position) => (
            // Two problems of one block may be alike (two vague links); their place is their identity.
            // oxlint-disable-next-line react/no-array-index-key -- see above
            <li key={position} className={`editor-checks__item editor-checks__item--${problem.kind}`}>
              <button type="button" className="editor-checks__jump" onClick={() => onJump(problem.blockId, problem)}>
                <span className="editor-checks__kind">
                  {t(KIND_KEY[problem.kind])}
                  <span className="editor-visually-hidden">: </span>
                </span>
                <span className="editor-checks__message">{t(problem.key, displayValues(problem.values, locale))}</span>
                <span className="editor-checks__action">
                  {problem.blockId === null ? t('editor.checks.pageLevel') : t('editor.checks.jump')}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
