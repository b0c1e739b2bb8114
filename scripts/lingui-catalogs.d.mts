import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';

export const SOURCE_LOCALE: string;
export function readCatalog(poText: string): Record<string, string>;
export function compileCatalogFile(path: string, poText?: string): Record<string, CompiledMessage>;
export function linguiCatalogsVitePlugin(): VitePlugin;
export function linguiCatalogsEsbuildPlugin(): EsbuildPlugin;
