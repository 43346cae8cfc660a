import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on a rendered component and fails with a readable list of violations.
 * Components are fragments, not pages, so axe's page-level rules (one main landmark, an h1, all content
 * in landmarks) do not apply here; the storefront's end-to-end suite runs those on whole pages.
 */
export async function expectNoAxeViolations(container: Element = document.body): Promise<void> {
  const results = await axe.run(container, {
    rules: {
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
    },
  });
  const report = results.violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n${violation.nodes
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join('\n')}`,
    )
    .join('\n');
  expect(results.violations, report).toEqual([]);
}
