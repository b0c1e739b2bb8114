import type { Plugin as VitePlugin } from 'vite';

export const COMPILE_HINT: string;
export function compileHintsVitePlugin(): VitePlugin;
