/**
 * The PostgreSQL error codes (SQLSTATE) the services act on. Both drivers raise a
 * DrizzleQueryError whose `cause` carries the code (FIELD-NOTES); a raw driver error
 * carries it itself.
 */
export const UNIQUE_VIOLATION = '23505';
export const EXCLUSION_VIOLATION = '23P01';
export const DEADLOCK_DETECTED = '40P01';

export function sqlState(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const code = cause?.code ?? (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
