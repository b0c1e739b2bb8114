// One Lighthouse (mobile) measurement of a list of pages on a running server, shared by
// bench/lighthouse.mjs (the public pages of a fresh site) and bench/catalogue.mjs (the shop
// and a product page with 10,000 products). Lighthouse itself is fetched by npx on first
// use (not a project dependency); Chromium is Debian's.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LIGHTHOUSE_VERSION = '12.8.2';
/** D20's budget for every public page. */
export const lighthouseTarget = { score: 100, lcpMs: 1000, tbtMs: 50, cls: 0 };

/**
 * Measures each of `pages` on `base` `runs` times and prints one line a page: each figure's
 * median (a 2-core machine is noisy) with the worst run's performance, LCP and TBT beside
 * them, against the budget. Returns each page's medians and how many pages missed it.
 */
export function lighthousePages({ base, pages, runs, out }) {
  const columns = [['page', Math.max(...pages.map((page) => page.length)) + 2], ['perf', 6], ['a11y', 6], ['best', 6], ['seo', 6], ['LCP', 9], ['TBT', 8], ['CLS', 7], ['worst perf/LCP/TBT', 24], ['budget', 8]];
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, mobile, ${runs} run${runs === 1 ? '' : 's'} a page; each figure's median, and the worst run's`);
  console.log(columns.map(([title, width], i) => (i === 0 ? title.padEnd(width) : title.padStart(width))).join(''));
  let missed = 0;
  const results = [];
  for (const page of pages) {
    const measured = Array.from({ length: runs }, (_, run) => measure(base, page, run, out));
    // Each figure's own median: one run's layout landing after its first paint, which
    // Lighthouse's simulation then counts as blocking, moves TBT alone, not the other figures.
    const median = Object.fromEntries(Object.keys(measured[0]).map((key) => [key, medianOf(measured.map((run) => run[key]))]));
    const worstPerformance = Math.min(...measured.map((run) => run.performance));
    const worstLcp = Math.max(...measured.map((run) => run.lcp));
    const worstTbt = Math.max(...measured.map((run) => run.tbt));
    const met =
      [median.performance, median.accessibility, median.bestPractices, median.seo].every((score) => score >= lighthouseTarget.score) &&
      median.lcp <= lighthouseTarget.lcpMs &&
      median.tbt <= lighthouseTarget.tbtMs &&
      median.cls <= lighthouseTarget.cls;
    if (!met) missed += 1;
    results.push({ page, median, met });
    const cells = [page, median.performance, median.accessibility, median.bestPractices, median.seo, seconds(median.lcp),
      `${Math.round(median.tbt)} ms`, median.cls.toFixed(3), `${worstPerformance} / ${seconds(worstLcp)} / ${Math.round(worstTbt)} ms`, met ? 'met' : 'MISSED'];
    console.log(cells.map((cell, i) => (i === 0 ? String(cell).padEnd(columns[i][1]) : String(cell).padStart(columns[i][1]))).join(''));
  }
  const target = lighthouseTarget;
  console.log(`budget (D20), each figure's median: performance, accessibility, best practices and SEO ${target.score}, LCP ≤ ${seconds(target.lcpMs)}, TBT ≤ ${target.tbtMs} ms, CLS ${target.cls}; reports in ${out}`);
  return { results, missed };
}

/**
 * One run of `page`. Lighthouse itself sometimes fails to record Chromium's trace
 * (NO_NAVSTART, NO_FCP on a page that painted): such a run says nothing about the page,
 * so it is tried again, at most twice.
 */
function measure(base, page, run, out) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(base, page, run, out);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`Lighthouse failed on ${page} (run ${run + 1}, attempt ${attempt}); trying again`);
    }
  }
}

function lighthouse(base, page, run, out) {
  const report = join(out, `${page.replaceAll(/[/?=&]/g, '_') || 'home'}.${run}.json`);
  execFileSync('npx', ['--yes', `lighthouse@${LIGHTHOUSE_VERSION}`, `${base}${page}`, '--quiet', '--output=json', `--output-path=${report}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking'],
  { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
  const score = (key) => Math.round(categories[key].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
