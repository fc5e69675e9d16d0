// The colours a CMS section's text can stand on, as the site's stylesheet sets them (issue 22
// item 9, the contrast check of pageChecks.ts). A section's background colour comes from a class
// editors write into its extra CSS class (spec 000 §2: the background colour classes cc01, cc02,
// cc03; CmsPageScreen puts `extraClass` on the <section>); its text keeps the page's colours
// (styles/base.css :root: ink for text and headings, ink-soft for sublines and captions, accent for
// links, prelines and outlined buttons). The design settings carry no colours. The values are
// copied from the site's stylesheet (base.css, utilities.css), since the editor cannot read a
// stylesheet as data; siteColours.test.ts reads those files and fails when the two differ.

/** A background colour class a section can carry. */
interface BackgroundClass {
  className: string;
  colour: string;
}

/** A colour the site draws a section's own text in (not the text of modules with a background of their own: teasers, quotes, the hero). */
interface TextColour {
  /** The custom property it comes from, without `--`. */
  name: string;
  colour: string;
}

export interface SectionColours {
  /**
   * The background classes in the order the stylesheet declares them: the rules are equally
   * specific, so of two classes on one section the later rule wins.
   */
  backgrounds: readonly BackgroundClass[];
  texts: readonly TextColour[];
}

/** The site's stylesheet as of issue 22 (utilities.css `.cc01`–`.cc03`, base.css's `:root` text colours). */
export const SITE_SECTION_COLOURS: SectionColours = {
  backgrounds: [
    { className: 'cc01', colour: '#fbfaf7' },
    { className: 'cc02', colour: '#f1ede6' },
    { className: 'cc03', colour: '#e6eef0' },
  ],
  texts: [
    { name: 'ink', colour: '#1d1a2f' },
    { name: 'ink-soft', colour: '#4a4560' },
    { name: 'accent', colour: '#a3122a' },
  ],
};
