// The redirect form's checks (issue 12 part 6; spec 000 §3 "Redirect record"): both paths are paths
// of this site with their language prefix (/de, /de/…, /en/…), and not the same. The gateway checks
// the rest (a path that has a record already, a loop). Pure.
export type RedirectField = 'oldPath' | 'newPath';
export type RedirectProblem = 'required' | 'sitePath' | 'samePath';

/** A site path as the upstream takes it (src/cms/pages/sitePaths.ts): /de or /en, then segments. */
const SITE_PATH = /^\/(de|en)(?:\/[A-Za-z0-9._~%+-]+)*$/;

function isSitePath(value: string): boolean {
  return SITE_PATH.test(value) && !/(^|\/)\.\.?(\/|$)/.test(value);
}

export function validateRedirect(oldPath: string, newPath: string): [RedirectField, RedirectProblem][] {
  const problems: [RedirectField, RedirectProblem][] = [];
  const from = oldPath.trim();
  const to = newPath.trim();
  for (const [field, value] of [
    ['oldPath', from],
    ['newPath', to],
  ] as const) {
    if (value === '') problems.push([field, 'required']);
    else if (!isSitePath(value)) problems.push([field, 'sitePath']);
  }
  if (problems.length === 0 && from === to) problems.push(['newPath', 'samePath']);
  return problems;
}
