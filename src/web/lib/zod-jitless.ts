// Zod checks once whether it may compile validators with `new Function`; our CSP says no, and
// Chromium still reports the caught attempt as a violation (Lighthouse's Best Practices counts
// it). Set through the global its core reads (zod/v4/core/core.js), so this needs no zod, and
// imported first by the entry so it runs before any module that parses at load.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

export {};
