// `use-sync-external-store/shim` (which @lingui/react imports) exists for React 16 and 17; React 19
// has the hook itself, so the shim's own code need not reach the browser. Same hook, same React.
export { useSyncExternalStore } from 'react';
