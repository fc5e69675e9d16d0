import { describe, expect, it } from 'vitest';
import {
  TARGETS,
  diagnosticsOf,
  figuresOf,
  formatInteractionTable,
  formatLongTaskTable,
  medianInteractions,
  formatPageTable,
  formatTable,
  marked,
  median,
  medianFigures,
  meets,
  summariseLongTasks,
} from './benchWebReport.mjs';

// The parts of a Lighthouse report (lhr) the bench reads, shaped as Lighthouse 12 writes them.
const lhr = {
  categories: {
    performance: { score: 0.91 },
    accessibility: { score: 1 },
    'best-practices': { score: 0.96 },
    seo: {
      score: 0.92,
      auditRefs: [
        { id: 'is-crawlable', weight: 4.6 },
        { id: 'link-text', weight: 1 },
        { id: 'structured-data', weight: 0 },
      ],
    },
  },
  audits: {
    'total-blocking-time': { numericValue: 180.4 },
    'largest-contentful-paint': { numericValue: 1850 },
    'cumulative-layout-shift': { numericValue: 0.004 },
    'resource-summary': {
      details: {
        items: [
          { resourceType: 'total', transferSize: 409600 },
          { resourceType: 'script', transferSize: 204800 },
        ],
      },
    },
    'largest-contentful-paint-element': {
      details: {
        items: [
          { type: 'table', items: [{ node: { selector: 'section.cms-hero > picture > img' } }] },
          {
            type: 'table',
            items: [
              { phase: 'TTFB', timing: 470.4 },
              { phase: 'Load Delay', timing: 1030.8 },
            ],
          },
        ],
      },
    },
    'is-crawlable': { score: 0 },
    'link-text': { score: 1 },
    'structured-data': { score: null },
    'layout-shifts': { details: { items: [{ node: { selector: 'main#main-content' }, score: 0.11039834 }] } },
    'bootup-time': {
      details: {
        items: [
          { url: 'http://127.0.0.1:4321/assets/entry-client-AB12.js', total: 2338.9 },
          { url: 'Unattributable', total: 812.5 },
        ],
      },
    },
  },
};

const figures = { performance: 0.91, accessibility: 1, bestPractices: 0.96, seo: 0.92, tbtMs: 180.4, lcpS: 1.85, cls: 0.004, jsKb: 200 };

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
  });

  it('takes the mean of the two middle numbers of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves out missing figures and has none when nothing is left', () => {
    expect(median([null, 5, Number.NaN])).toBe(5);
    expect(median([null])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe('targets', () => {
  it('meets an "at least" target at its limit and above', () => {
    expect(meets(0.95, TARGETS.performance)).toBe(true);
    expect(meets(0.94, TARGETS.performance)).toBe(false);
  });

  it('meets an "at most" target at its limit and below', () => {
    expect(meets(150, TARGETS.tbtMs)).toBe(true);
    expect(meets(151, TARGETS.tbtMs)).toBe(false);
    expect(meets(0.011, TARGETS.cls)).toBe(false);
  });

  it('marks a figure with ✓ or ✗, and a missing one not at all', () => {
    expect(marked('1.9 s', 1.9, TARGETS.lcpS)).toBe('1.9 s ✓');
    expect(marked('2.1 s', 2.1, TARGETS.lcpS)).toBe('2.1 s ✗');
    expect(marked('–', null, TARGETS.lcpS)).toBe('–');
  });
});

describe('figures from a Lighthouse report', () => {
  it('reads the scores, the metrics in ms and s and the JavaScript transferred in kB', () => {
    expect(figuresOf(lhr)).toEqual(figures);
  });

  it('gives null for what a failed run lacks', () => {
    expect(figuresOf({ categories: {}, audits: {} })).toEqual({
      performance: null,
      accessibility: null,
      bestPractices: null,
      seo: null,
      tbtMs: null,
      lcpS: null,
      cls: null,
      jsKb: null,
    });
  });

  it('names the LCP element, the shifted elements, the busiest scripts (without the origin) and the audits that cost points', () => {
    expect(diagnosticsOf(lhr)).toEqual({
      lcpElement: 'section.cms-hero > picture > img',
      lcpPhasesMs: { TTFB: 470, 'Load Delay': 1031 },
      layoutShifts: [{ element: 'main#main-content', score: 0.11 }],
      busiestScripts: [
        { url: '/assets/entry-client-AB12.js', totalMs: 2339 },
        { url: 'Unattributable', totalMs: 813 },
      ],
      failedAudits: { accessibility: [], bestPractices: [], seo: ['is-crawlable'] },
    });
  });

  it('takes the median of each figure on its own', () => {
    const runs = [
      { ...figures, performance: 0.8, tbtMs: 300 },
      { ...figures, performance: 0.9, tbtMs: 100 },
      { ...figures, performance: 0.7, tbtMs: 200 },
    ];
    expect(medianFigures(runs)).toEqual({ ...figures, performance: 0.8, tbtMs: 200 });
  });
});

describe('tables', () => {
  it('pads every column to its widest cell', () => {
    expect(formatTable(['a', 'bbb'], [['cc', 'd']]).split('\n')).toEqual(['| a  | bbb |', '|----|-----|', '| cc | d   |']);
  });

  it('prints a page row with each figure marked against its target', () => {
    const row = formatPageTable([{ label: 'programme', path: '/de/konzerte', figures }]).split('\n')[2];
    expect(row.split('|').map((cell) => cell.trim())).toEqual([
      '',
      'programme `/de/konzerte`',
      '0.91 ✗',
      '1.00',
      '0.96',
      '0.92',
      '180 ms ✗',
      '1.85 s ✓',
      '0.004 ✓',
      '200.0 kB',
      '',
    ]);
  });

  it('prints dashes for a page that was not measured', () => {
    const empty = medianFigures([]);
    const row = formatPageTable([{ label: 'home', path: '/de', figures: empty }]).split('\n')[2];
    expect(row).toContain('| –    ');
    expect(row).not.toMatch(/[✓✗]/);
  });

  it('prints an interaction against the 200 ms target, one below the API threshold as met, and a failed one as not measured', () => {
    const rows = formatInteractionTable([
      { label: 'menu', path: '/de/konzerte', durationMs: 232, shownMs: 240 },
      { label: 'search', path: '/de/konzerte', durationMs: null, shownMs: 12 },
      { label: 'filter', path: '/de/konzerte', durationMs: null, shownMs: null, error: 'timeout' },
    ])
      .split('\n')
      .slice(2)
      .map((line) => line.split('|').map((cell) => cell.trim()));
    expect(rows).toEqual([
      ['', 'menu', '`/de/konzerte`', '232 ms ✗', '240 ms', ''],
      ['', 'search', '`/de/konzerte`', '< 16 ms ✓', '12 ms', ''],
      ['', 'filter', '`/de/konzerte`', 'not measured', '–', ''],
    ]);
  });
});

describe('interactions over rounds', () => {
  it('takes the median of each interaction over its taps, counting a tap under the API threshold as 0 ms, and keeps every tap', () => {
    const path = '/de/konzerte';
    const rounds = [
      [
        { label: 'filter', path, durationMs: 216, shownMs: 230 },
        { label: 'menu', path, durationMs: null, shownMs: 10 },
      ],
      [
        { label: 'filter', path, durationMs: 150, shownMs: 160 },
        { label: 'menu', path, durationMs: null, shownMs: 14 },
      ],
      [
        { label: 'filter', path, durationMs: 160, shownMs: 170 },
        { label: 'menu', path, durationMs: 40, shownMs: 50 },
      ],
    ];
    const [filter, menu] = medianInteractions(rounds);
    expect(filter).toMatchObject({ label: 'filter', durationMs: 160, shownMs: 170 });
    expect(filter?.samples).toHaveLength(3);
    expect(menu).toMatchObject({ label: 'menu', durationMs: null, shownMs: 14 });
  });

  it('leaves a failed tap out, and keeps the failure when every tap failed', () => {
    const path = '/de/konzerte';
    const [search] = medianInteractions([
      [{ label: 'search', path, durationMs: null, shownMs: null, error: 'timeout' }],
      [{ label: 'search', path, durationMs: 120, shownMs: 130 }],
    ]);
    expect(search).toMatchObject({ durationMs: 120, shownMs: 130 });
    const [failed] = medianInteractions([[{ label: 'search', path, durationMs: null, shownMs: null, error: 'timeout' }]]);
    expect(failed).toMatchObject({ durationMs: null, error: 'timeout' });
  });
});

describe('long tasks over loads', () => {
  const task = (duration) => ({ startTime: 100, duration });

  it('gives each page the median count and longest task of its loads, and the worst load', () => {
    const [home, programme] = summariseLongTasks([
      { label: 'home', path: '/de', loads: [{ tasks: [] }, { tasks: [task(61)] }, { tasks: [] }] },
      {
        label: 'programme',
        path: '/de/konzerte',
        loads: [{ tasks: [task(70), task(52)] }, { tasks: [task(80)] }, { tasks: [task(55), task(90)] }],
      },
    ]);
    expect(home).toMatchObject({ count: 0, longestMs: 0, worstMs: 61 });
    expect(programme).toMatchObject({ count: 2, longestMs: 80, worstMs: 90 });
  });

  it('leaves a failed load out, and says so when every load failed', () => {
    const [page] = summariseLongTasks([
      { label: 'venue', path: '/de/venues/x/1', loads: [{ tasks: [], error: 'timeout' }, { tasks: [task(51)] }] },
    ]);
    expect(page).toMatchObject({ count: 1, longestMs: 51 });
    const [failed] = summariseLongTasks([{ label: 'venue', path: '/de/venues/x/1', loads: [{ tasks: [], error: 'timeout' }] }]);
    expect(failed).toMatchObject({ count: null, error: 'timeout' });
  });

  it('finds the longest run of script in the long frames, apart from the tasks, and what it was', () => {
    const frame = (...durations) => ({
      startTime: 0,
      duration: 80,
      styleAndLayoutMs: 40,
      scripts: durations.map((durationMs, index) => ({
        durationMs,
        forcedStyleAndLayoutMs: 0,
        invoker: 'module-script x',
        source: `chunk.js:f${index}`,
      })),
    });
    const [page] = summariseLongTasks([
      {
        label: 'programme',
        path: '/de/konzerte',
        loads: [
          { tasks: [task(80)], frames: [frame(12, 30)] },
          { tasks: [task(70)], frames: [frame(8), frame(61)] },
          { tasks: [task(90)], frames: [] },
        ],
      },
    ]);
    expect(page).toMatchObject({
      count: 1,
      longestMs: 80,
      scriptMs: 30,
      scriptWorst: { durationMs: 61, source: 'chunk.js:f0' },
      styleLayoutMs: 40,
    });
    const [old] = summariseLongTasks([{ label: 'home', path: '/de', loads: [{ tasks: [task(51)] }] }]);
    expect(old).toMatchObject({ scriptMs: 0, scriptWorst: null, styleLayoutMs: 0 });
  });

  it('marks a page with no task over 50 ms, and one with any; a script run over 50 ms, and one within', () => {
    const table = formatLongTaskTable([
      {
        label: 'home',
        path: '/de',
        count: 0,
        longestMs: 0,
        worstMs: 61,
        scriptMs: 12,
        scriptWorst: { durationMs: 20, source: 'chunk.js:a', invoker: 'x' },
        styleLayoutMs: 64,
      },
      {
        label: 'programme',
        path: '/de/konzerte',
        count: 2,
        longestMs: 80,
        worstMs: 90,
        scriptMs: 55,
        scriptWorst: { durationMs: 70, source: '', invoker: 'module-script entry.js' },
      },
      { label: 'venue', path: '/v', count: null, longestMs: null, worstMs: null, scriptMs: null, scriptWorst: null, error: 'timeout' },
    ]);
    expect(table).toMatch(/home `\/de` +\| 0 ✓ +\| – +\| 61 ms +\| 12 ms ✓ +\| 20 ms chunk.js:a +\| 64 ms/);
    expect(table).toMatch(/programme `\/de\/konzerte` +\| 2 ✗ +\| 80 ms +\| 90 ms +\| 55 ms ✗ +\| 70 ms module-script entry.js/);
    expect(table).toMatch(/venue `\/v` +\| not measured/);
  });
});
