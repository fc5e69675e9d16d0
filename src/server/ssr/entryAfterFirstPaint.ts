// The page's scripts are fetched and run after its first paint (issue 20, docs/decisions/010).
// Evaluating the entry and hydrating take a phone several hundred milliseconds, and the entry's
// files compete with the stylesheet and the first image for a slow connection: fetched from the
// head, they arrive first and hold the first paint back. The server's HTML is the page a visitor
// reads; the scripts then make it interactive.

/**
 * How long the scripts wait after the first paint for the page's priority image at most
 * (a large image on a slow connection must not keep the page from becoming interactive).
 */
export const PRIORITY_IMAGE_WAIT_MS = 2000;

/**
 * The inline script (React's `bootstrapScriptContent`, carrying the page's nonce) that starts the
 * page's scripts once the visitor sees the page:
 * 1. it waits for the first paint (Paint Timing; where that is missing, two frames);
 * 2. then for the images the server marked `fetchpriority="high"` (the page's largest picture, its
 *    LCP element) to be decoded, so that the scripts do not share a slow connection with it, for
 *    PRIORITY_IMAGE_WAIT_MS at most; an image that fails to load does not hold anything back;
 * 3. then, after the frame that shows them, it preloads the entry and the page's chunks together
 *    (no waterfall of imports) and imports the entry.
 * A page opened in a background tab paints nothing until it is shown, so it starts at once instead
 * of waiting to be looked at. A file that does not load is reported by the entry's own listener
 * (reportChunkLoadFailures); an entry that does not load leaves the server's page as it is,
 * readable with working links, and says why in the console.
 */
export function entryAfterFirstPaint(entry: string, chunks: readonly string[]): string {
  const files = JSON.stringify([entry, ...chunks]);
  const start =
    `function(){${files}.forEach(function(file){var link=document.createElement('link');link.rel='modulepreload';link.href=file;document.head.appendChild(link)});` +
    `import(${JSON.stringify(entry)}).catch(function(error){console.error(error)})}`;
  const afterNextFrame = 'function afterNextFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}';
  const afterPriorityImages =
    'function afterPriorityImages(){var images=[].slice.call(document.querySelectorAll(\'img[fetchpriority="high"]\')).filter(function(image){return image.decode});' +
    'if(images.length===0)return afterNextFrame();var started=false;function once(){if(!started){started=true;afterNextFrame()}}' +
    `setTimeout(once,${PRIORITY_IMAGE_WAIT_MS});` +
    'Promise.all(images.map(function(image){return image.decode().catch(function(){})})).then(once)}';
  const afterPaint =
    "if(document.visibilityState==='hidden')return start();" +
    "if((self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)return requestAnimationFrame(afterNextFrame);" +
    "new PerformanceObserver(function(list,observer){observer.disconnect();afterPriorityImages()}).observe({type:'paint',buffered:true})";
  return `(function(start){${afterNextFrame}${afterPriorityImages}${afterPaint}})(${start})`;
}
