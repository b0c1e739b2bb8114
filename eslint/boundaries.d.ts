import type { Rule } from 'eslint';

declare const boundaries: { rules: { 'web-layers': Rule.RuleModule; 'server-modules': Rule.RuleModule } };
export default boundaries;
