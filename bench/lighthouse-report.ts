import type { Result } from 'lighthouse';

/**
 * What a Lighthouse run found, printed for people to read: one line of scores and metrics per page, then every
 * failing accessibility audit, the best-practices audits that failed, and the largest performance opportunities,
 * each with the pages it was found on. Nothing is asserted.
 */

export interface MeasuredPage {
  name: string;
  lhr: Result;
}

type AuditResult = Result['audits'][string];
type Details = NonNullable<AuditResult['details']>;
type Table = Extract<Details, { type: 'table' }>;
/** Some audits nest tables in a list (the LCP element's), whose items have a narrower type than Details. */
const isTable = (details: { type: string } | undefined): details is Table => details?.type === 'table';

const score = (lhr: Result, category: string) => {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? '–' : String(Math.round(value * 100));
};
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;

/** Bytes of JavaScript over the wire (compressed), from the resource summary. */
function scriptBytes(lhr: Result): number {
  const details = lhr.audits['resource-summary']?.details;
  if (details?.type !== 'table') return Number.NaN;
  const row = details.items.find((item) => item.resourceType === 'script');
  return typeof row?.transferSize === 'number' ? row.transferSize : Number.NaN;
}

function printTable(pages: MeasuredPage[]) {
  const header = ['page', 'perf', 'a11y', 'best pr.', 'FCP', 'LCP', 'TBT', 'CLS', 'speed index', 'JS transferred'];
  const rows = pages.map(({ name, lhr }) => [
    name,
    score(lhr, 'performance'),
    score(lhr, 'accessibility'),
    score(lhr, 'best-practices'),
    seconds(numeric(lhr, 'first-contentful-paint')),
    seconds(numeric(lhr, 'largest-contentful-paint')),
    `${Math.round(numeric(lhr, 'total-blocking-time'))} ms`,
    numeric(lhr, 'cumulative-layout-shift').toFixed(3),
    seconds(numeric(lhr, 'speed-index')),
    kB(scriptBytes(lhr)),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)));
  console.info(line(header).join('  '));
  for (const row of rows) console.info(line(row).join('  '));
}

/** Up to three elements an audit names, as selectors (a snippet where there is no selector). */
function nodesOf(details: { type: string } | undefined): string[] {
  if (!isTable(details)) return [];
  const nodes: string[] = [];
  for (const item of details.items) {
    const node = item.node;
    if (node && typeof node === 'object' && 'type' in node && node.type === 'node') {
      nodes.push(node.selector ?? node.snippet ?? '(element)');
    }
  }
  return nodes.slice(0, 3);
}

/** Failing audits of one category across the pages: an audit once, with the pages it failed on. */
function failingAudits(pages: MeasuredPage[], category: string) {
  const failures = new Map<string, { title: string; pages: string[]; nodes: Set<string> }>();
  for (const { name, lhr } of pages) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      const failed = audit && (audit.scoreDisplayMode === 'error' || (audit.score !== null && audit.score < 1));
      if (!audit || ref.weight === 0 || !failed) continue;
      const entry = failures.get(ref.id) ?? { title: audit.title, pages: [], nodes: new Set<string>() };
      entry.pages.push(name);
      for (const node of nodesOf(audit.details)) entry.nodes.add(node);
      if (audit.errorMessage) entry.nodes.add(`error: ${audit.errorMessage}`);
      failures.set(ref.id, entry);
    }
  }
  return failures;
}

function printFailures(pages: MeasuredPage[], category: string, heading: string) {
  const failures = failingAudits(pages, category);
  console.info(`\n${heading}: ${failures.size === 0 ? 'none' : ''}`);
  for (const [id, { title, pages: on, nodes }] of failures) {
    console.info(`  ${id}: ${title}\n    on: ${on.join(', ')}`);
    for (const node of [...nodes].slice(0, 5)) console.info(`    - ${node}`);
  }
}

/** Opportunities (estimated savings) across the pages, largest first, each with its pages and top URLs. */
function printOpportunities(pages: MeasuredPage[], limit: number) {
  const found = new Map<string, { title: string; maxMs: number; perPage: string[]; urls: Map<string, number> }>();
  const noUrls = () => new Map<string, number>();
  for (const { name, lhr } of pages) {
    for (const audit of Object.values(lhr.audits)) {
      const details = audit.details;
      if (details?.type !== 'opportunity' || audit.score === null || audit.score >= 1) continue;
      const ms = details.overallSavingsMs ?? 0;
      const bytes = details.overallSavingsBytes ?? 0;
      if (ms <= 0 && bytes <= 0) continue;
      const entry = found.get(audit.id) ?? { title: audit.title, maxMs: 0, perPage: [], urls: noUrls() };
      entry.maxMs = Math.max(entry.maxMs, ms);
      entry.perPage.push(`${name} ${Math.round(ms)} ms${bytes > 0 ? ` / ${kB(bytes)}` : ''}`);
      for (const item of details.items) {
        const wasted = typeof item.wastedBytes === 'number' ? item.wastedBytes : 0;
        entry.urls.set(item.url, Math.max(entry.urls.get(item.url) ?? 0, wasted));
      }
      found.set(audit.id, entry);
    }
  }
  const sorted = [...found.entries()].sort(([, a], [, b]) => b.maxMs - a.maxMs).slice(0, limit);
  console.info(
    `\nPerformance opportunities (Lighthouse's estimated savings), largest first:${sorted.length ? '' : ' none'}`,
  );
  for (const [id, { title, perPage, urls }] of sorted) {
    console.info(`  ${id}: ${title}\n    ${perPage.join('; ')}`);
    const topUrls = [...urls.entries()].sort(([, a], [, b]) => b - a).slice(0, 3);
    for (const [url, wasted] of topUrls) {
      console.info(`    - ${new URL(url).pathname}${wasted > 0 ? ` (${kB(wasted)} wasted)` : ''}`);
    }
  }
}

/** The element each page's Largest Contentful Paint was, so the LCP figures can be read against it. */
function printLcpElements(pages: MeasuredPage[]) {
  console.info('\nLargest Contentful Paint element:');
  for (const { name, lhr } of pages) {
    const [node] = nodesOf(firstTable(lhr.audits['largest-contentful-paint-element']?.details));
    console.info(`  ${name}: ${node ?? '(not found)'}`);
  }
}

/** The LCP element audit wraps its table in a list (element, then the phases of its timing). */
function firstTable(details: Details | undefined): { type: string } | undefined {
  return details?.type === 'list' ? details.items[0] : details;
}

export function printLighthouseReport(pages: MeasuredPage[]) {
  printTable(pages);
  for (const { name, lhr } of pages) {
    if (lhr.runtimeError)
      console.info(`  ${name}: runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    for (const warning of lhr.runWarnings) console.info(`  ${name}: warning: ${warning}`);
  }
  printFailures(pages, 'accessibility', 'Failing accessibility audits');
  printFailures(pages, 'best-practices', 'Failing best-practices audits');
  printOpportunities(pages, 6);
  printLcpElements(pages);
}
