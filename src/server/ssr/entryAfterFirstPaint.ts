// The page's scripts are fetched and run after its first paint (issue 20, docs/decisions/010).
// Evaluating the entry and hydrating take a phone several hundred milliseconds, and the entry's
// files compete with the stylesheet and the first image for a slow connection: fetched from the
// head, they arrive first and hold the first paint back. The server's HTML is the page a visitor
// reads; the scripts then make it interactive.

/**
 * The inline script (React's `bootstrapScriptContent`, carrying the page's nonce) that, once the
 * browser reports its first paint (Paint Timing; where that is missing, two frames later), preloads
 * the entry and the page's chunks together (no waterfall of imports) and imports the entry. The
 * paint is the one shown on the screen, not the frame the main thread prepared, which is shown a
 * little later. A page opened in a background tab paints nothing until it is shown, so it starts
 * at once instead of waiting to be looked at. A file that does not load is reported by the entry's
 * own listener (reportChunkLoadFailures); an entry that does not load leaves the server's page as
 * it is, readable with working links, and says why in the console.
 */
export function entryAfterFirstPaint(entry: string, chunks: readonly string[]): string {
  const files = JSON.stringify([entry, ...chunks]);
  const start =
    `function(){${files}.forEach(function(file){var link=document.createElement('link');link.rel='modulepreload';link.href=file;document.head.appendChild(link)});` +
    `import(${JSON.stringify(entry)}).catch(function(error){console.error(error)})}`;
  const afterPaint =
    "if(document.visibilityState==='hidden')return start();" +
    "if((self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)return requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})});" +
    "new PerformanceObserver(function(list,observer){observer.disconnect();setTimeout(start,0)}).observe({type:'paint',buffered:true})";
  return `(function(start){${afterPaint}})(${start})`;
}
