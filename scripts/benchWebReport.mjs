// The pure part of `npm run bench:web` (scripts/benchWeb.mjs): the figures taken from a
// Lighthouse report, their median over runs, the targets and the printed tables. Kept
// apart from the script that starts processes and browsers so that it can be tested alone.

/**
 * @typedef {{ performance: number | null, accessibility: number | null, bestPractices: number | null, seo: number | null, tbtMs: number | null, lcpS: number | null, cls: number | null, jsKb: number | null }} PageFigures
 * @typedef {{ label: string, path: string, figures: PageFigures }} PageResult
 * @typedef {{ label: string, path: string, durationMs: number | null, shownMs: number | null, error?: string }} InteractionResult
 * @typedef {{ limit: number, atLeast: boolean }} Target
 */

/** The targets of issue 20 ("Fast on a phone"); a figure meets one when it is on the right side of its limit. */
export const TARGETS = {
  performance: { limit: 0.95, atLeast: true },
  tbtMs: { limit: 150, atLeast: false },
  lcpS: { limit: 2.0, atLeast: false },
  cls: { limit: 0.01, atLeast: false },
  interactionMs: { limit: 200, atLeast: false },
  /** Tasks over 50 ms while a page loads and hydrates at full speed (a desktop-class CPU). */
  longTasks: { limit: 0, atLeast: false },
  /** Our longest uninterrupted run of script during load (issue 20 item 5: hydration in pieces). */
  scriptRunMs: { limit: 50, atLeast: false },
};

/** The median of the numbers given (null and NaN left out), or null when none is left. */
export function median(values) {
  const numbers = values.filter((value) => typeof value === 'number' && !Number.isNaN(value)).sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 === 1 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
}

/** Whether a figure meets its target: true, false, or null when there is no figure. */
export function meets(value, target) {
  if (value === null || value === undefined) return null;
  return target.atLeast ? value >= target.limit : value <= target.limit;
}

/** A figure as printed, with ✓ or ✗ after it when it has a target. */
export function marked(text, value, target) {
  const verdict = meets(value, target);
  if (verdict === null) return text;
  return `${text} ${verdict ? '✓' : '✗'}`;
}

/**
 * The figures of one Lighthouse run (its `lhr`): the four category scores (0 to 1), total
 * blocking time, largest contentful paint, cumulative layout shift and the JavaScript
 * transferred (compressed, as it came over the wire), as the report's own audits give them.
 * @returns {PageFigures}
 */
export function figuresOf(lhr) {
  const score = (id) => lhr.categories?.[id]?.score ?? null;
  const numeric = (id) => lhr.audits?.[id]?.numericValue ?? null;
  const lcpMs = numeric('largest-contentful-paint');
  const resources = lhr.audits?.['resource-summary']?.details?.items ?? [];
  const script = resources.find((item) => item.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbtMs: numeric('total-blocking-time'),
    lcpS: lcpMs === null ? null : lcpMs / 1000,
    cls: numeric('cumulative-layout-shift'),
    jsKb: script ? script.transferSize / 1024 : null,
  };
}

/**
 * What explains the figures of one run, for the JSON (not the tables): the element of the largest
 * contentful paint and the phases of its time, the elements that shifted, the scripts that kept
 * the main thread busiest and the audits that lowered the other three scores. Addresses lose the site's origin, which changes every run.
 */
export function diagnosticsOf(lhr) {
  const withoutOrigin = (url) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : url);
  const round = (value) => Math.round(value * 1000) / 1000;
  const lcpTables = lhr.audits?.['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpNode = lcpTables[0]?.items?.[0]?.node;
  const lcpPhases = Object.fromEntries((lcpTables[1]?.items ?? []).map((item) => [item.phase, Math.round(item.timing)]));
  const shifts = lhr.audits?.['layout-shifts']?.details?.items ?? [];
  const bootup = lhr.audits?.['bootup-time']?.details?.items ?? [];
  // The audits that cost a score its points (performance's are the metrics above).
  const failed = (category) =>
    (lhr.categories?.[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && typeof lhr.audits?.[ref.id]?.score === 'number' && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id);
  return {
    lcpElement: lcpNode?.selector ?? null,
    lcpPhasesMs: lcpPhases,
    layoutShifts: shifts.map((item) => ({ element: item.node?.selector ?? null, score: round(item.score) })),
    busiestScripts: bootup.slice(0, 3).map((item) => ({ url: withoutOrigin(item.url), totalMs: Math.round(item.total) })),
    failedAudits: { accessibility: failed('accessibility'), bestPractices: failed('best-practices'), seo: failed('seo') },
  };
}

/**
 * The median of each figure over the runs of a page. Each column is its own median (the runs
 * vary independently; a page's performance score is the median score, not the score of the run
 * whose LCP was the median), so a row need not be one run: the JSON keeps every run.
 * @param {PageFigures[]} runs
 * @returns {PageFigures}
 */
export function medianFigures(runs) {
  const of = (key) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    tbtMs: of('tbtMs'),
    lcpS: of('lcpS'),
    cls: of('cls'),
    jsKb: of('jsKb'),
  };
}

/**
 * The interactions of several rounds (each round taps every one once, on fresh pages), one result
 * per interaction with the median of its taps; `samples` keeps every tap. A tap left no Event
 * Timing entry when all its events took less than 16 ms: it counts as 0 ms in the median, and a
 * median under 16 ms is reported as such (null). An interaction that failed in every round keeps
 * the first failure.
 * @param {InteractionResult[][]} rounds
 * @returns {(InteractionResult & { samples: InteractionResult[] })[]}
 */
export function medianInteractions(rounds) {
  const all = rounds.flat();
  const labels = [...new Set(all.map((result) => result.label))];
  return labels.map((label) => {
    const samples = all.filter((result) => result.label === label);
    const measured = samples.filter((result) => result.error === undefined);
    if (measured.length === 0) return { label, path: samples[0].path, durationMs: null, shownMs: null, error: samples[0].error, samples };
    const duration = median(measured.map((result) => result.durationMs ?? 0));
    return {
      label,
      path: measured[0].path,
      durationMs: duration < 16 ? null : duration,
      shownMs: median(measured.map((result) => result.shownMs)),
      samples,
    };
  });
}

/** A number with a fixed count of decimals, or a dash for a missing figure. */
function fixed(value, decimals) {
  return value === null || value === undefined ? '–' : value.toFixed(decimals);
}

/** A Markdown table, its columns padded so that it also reads well in a terminal. */
export function formatTable(headers, rows) {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(headers), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/**
 * The page table: one row per page, each figure marked against its target.
 * @param {PageResult[]} results
 */
export function formatPageTable(results) {
  const headers = [
    'page',
    'performance (≥ 0.95)',
    'accessibility',
    'best practices',
    'SEO',
    'TBT (≤ 150 ms)',
    'LCP (≤ 2.0 s)',
    'CLS (≤ 0.01)',
    'JS transferred',
  ];
  const rows = results.map(({ label, path, figures }) => [
    `${label} \`${path}\``,
    marked(fixed(figures.performance, 2), figures.performance, TARGETS.performance),
    fixed(figures.accessibility, 2),
    fixed(figures.bestPractices, 2),
    fixed(figures.seo, 2),
    marked(`${fixed(figures.tbtMs, 0)} ms`, figures.tbtMs, TARGETS.tbtMs),
    marked(`${fixed(figures.lcpS, 2)} s`, figures.lcpS, TARGETS.lcpS),
    marked(fixed(figures.cls, 3), figures.cls, TARGETS.cls),
    `${fixed(figures.jsKb, 1)} kB`,
  ]);
  return formatTable(headers, rows);
}

/**
 * The interaction table. An interaction whose events all took less than 16 ms left no Event
 * Timing entry (the API's smallest threshold): it shows as "< 16 ms" and meets the target. "Until
 * shown" is from the tap to the frame that first shows what it opens: longer than the time to the
 * next paint when what opens is loaded or fetched after the tap.
 * @param {InteractionResult[]} results
 */
export function formatInteractionTable(results) {
  const headers = ['interaction', 'page', 'time to next paint (≤ 200 ms), median', 'until shown, median'];
  const rows = results.map(({ label, path, durationMs, shownMs, error }) => [
    label,
    `\`${path}\``,
    error !== undefined
      ? 'not measured'
      : durationMs === null
        ? '< 16 ms ✓'
        : marked(`${fixed(durationMs, 0)} ms`, durationMs, TARGETS.interactionMs),
    shownMs === null ? '–' : `${fixed(shownMs, 0)} ms`,
  ]);
  return formatTable(headers, rows);
}

/**
 * @typedef {{ duration: number, startTime: number }} LongTask
 * @typedef {{ label: string, path: string, loads: { tasks: LongTask[], error?: string }[] }} LongTaskResult
 */

/**
 * One row per page from its loads at full speed: the median over the loads of the number of
 * tasks over 50 ms and of the longest task (0 when a load had none), and the longest of all.
 */
/** The longest single run of script in a load's long animation frames, with what it was (null: none over 5 ms in a long frame). */
function longestScriptRun(load) {
  let longest = null;
  for (const frame of load.frames ?? [])
    for (const script of frame.scripts) if (longest === null || script.durationMs > longest.durationMs) longest = script;
  return longest;
}

/**
 * Per page over its loads: the median count of tasks over 50 ms and the median and worst longest
 * task (every cause: our scripts, the browser's parsing, style and layout), and apart from them
 * the longest single run of script in a long frame (ours: a module's evaluation, a slice of
 * hydration, an event handler), the median and the worst with what it was, and the browser's
 * longest style and layout at the end of a long frame (the same for a page without scripts: the
 * reference row shows it).
 */
export function summariseLongTasks(results) {
  return results.map(({ label, path, loads }) => {
    const measured = loads.filter((load) => load.error === undefined);
    if (measured.length === 0)
      return {
        label,
        path,
        count: null,
        longestMs: null,
        worstMs: null,
        scriptMs: null,
        scriptWorst: null,
        styleLayoutMs: null,
        error: loads[0]?.error ?? 'no load',
      };
    const longest = measured.map((load) => Math.max(0, ...load.tasks.map((task) => task.duration)));
    const scripts = measured.map(longestScriptRun);
    const scriptWorst = scripts.reduce(
      (worst, script) => (script !== null && (worst === null || script.durationMs > worst.durationMs) ? script : worst),
      null,
    );
    return {
      label,
      path,
      count: median(measured.map((load) => load.tasks.length)),
      longestMs: median(longest),
      worstMs: Math.max(...longest),
      scriptMs: median(scripts.map((script) => script?.durationMs ?? 0)),
      scriptWorst,
      styleLayoutMs: median(measured.map((load) => Math.max(0, ...(load.frames ?? []).map((frame) => frame.styleAndLayoutMs)))),
    };
  });
}

export function formatLongTaskTable(rows) {
  const headers = [
    'page',
    'tasks over 50 ms (0), median',
    'longest task, median',
    'longest task, worst load',
    'longest script run, median',
    'longest script run, worst load',
    'style & layout in one frame, median',
  ];
  const ms = (value) => (value === 0 ? '–' : `${fixed(value, 0)} ms`);
  return formatTable(
    headers,
    rows.map(({ label, path, count, longestMs, worstMs, scriptMs, scriptWorst, styleLayoutMs, error }) =>
      error !== undefined
        ? [`${label} \`${path}\``, 'not measured', '–', '–', '–', '–', '–']
        : [
            `${label} \`${path}\``,
            marked(String(count), count, TARGETS.longTasks),
            ms(longestMs),
            ms(worstMs),
            scriptMs === null || scriptMs === undefined ? '–' : marked(ms(scriptMs), scriptMs, TARGETS.scriptRunMs),
            scriptWorst ? `${fixed(scriptWorst.durationMs, 0)} ms ${scriptWorst.source || scriptWorst.invoker}` : '–',
            styleLayoutMs === null || styleLayoutMs === undefined ? '–' : ms(styleLayoutMs),
          ],
    ),
  );
}
