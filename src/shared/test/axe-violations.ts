import type { Result } from 'axe-core';

/** axe-core's violations as lines a failing test can print: each rule, then the elements at fault. */
export function describeViolations(violations: Result[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  );
}
