import type { Plugin as VitePlugin } from 'vite';

export function compileHintsVitePlugin(): VitePlugin;
