// The script files a page of ours will load, read from its HTML: the ones its tags name
// (`<script src>`, as on the GraphQL sandbox's page) and the ones named in its inline scripts as
// quoted paths: the loader that fetches the entry and the screen's chunks after the first paint
// (docs/decisions/010) and the boot data's files fetched once the browser idles.

/** Every `/assets/….js` the page's HTML names in quotes, each once. */
export function scriptFilesOf(html: string): string[] {
  return [...new Set([...html.matchAll(/"(\/assets\/[\w.-]+\.js)"/g)].map((match) => match[1] ?? ''))];
}
