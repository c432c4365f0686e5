import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { ready } from './islands';

/**
 * axe-core, as an accessibility auditor runs it (issue 16 point 1): WCAG 2.0, 2.1 and 2.2 at levels A
 * and AA plus Deque's best practices. The script goes in through the DevTools protocol, not a script
 * tag, so the page's content security policy is the one a visitor gets.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** The two widths every page is audited at: a phone's and a laptop's. */
export const AUDIT_WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

export const AUDIT_LANGS = [
  { prefix: '', lang: 'hu' },
  { prefix: '/en', lang: 'en' },
] as const;

/** One line per rule broken on the page: the rule, its impact and the elements that break it. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    type Result = {
      violations: { id: string; impact: string | null; nodes: { target: unknown[]; failureSummary?: string }[] }[];
    };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<Result> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map((node) => `${node.target.join(' ')} — ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`),
    }));
  }, TAGS);
  return violations.map(({ id, impact, nodes }) => `${id} (${impact}): ${nodes.slice(0, 3).join(' | ')}`);
}

/**
 * Opens `path` at each audit width, waits for its islands (and for `settled`, when the content arrives
 * later), and answers every violation found, each prefixed with where it was seen.
 */
export async function auditPath(
  page: Page,
  path: string,
  { settled, before }: { settled?: string; before?: (page: Page) => Promise<void> } = {},
): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of AUDIT_WIDTHS) {
    await page.setViewportSize(viewport);
    try {
      await page.goto(path);
      await ready(page);
      if (settled) await page.locator(settled).first().waitFor();
      await page.waitForFunction(() => !document.querySelector('[data-step-pending]'));
      if (before) await before(page);
    } catch (error) {
      throw new Error(`${path} @${viewport.width} did not settle (now at ${page.url()})`, { cause: error });
    }
    for (const violation of await axeViolations(page)) found.push(`${path} @${viewport.width}: ${violation}`);
  }
  return found;
}
