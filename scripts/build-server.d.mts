export function buildServer(options?: { outdir?: string; logLevel?: 'silent' | 'warning' }): Promise<void>;
