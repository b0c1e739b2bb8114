// The web runs on Preact through its React compatibility layer (ADR 0017): the same
// components, React Router and TanStack Query, at a sixth of React DOM's size. One list,
// used by the build (vite.config.ts) and the component tests (vitest.config.ts), so the
// tests render with what ships.
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // Lingui's hook goes through this shim, which would pull in React itself; Preact has the hook.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
