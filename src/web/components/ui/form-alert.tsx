import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from '@web/components/ui/form-alert.module.css';

/**
 * A form's error summary: announced (role=alert) and, when nothing better takes focus,
 * focused when it appears, so keyboard and screen-reader users land on it after a
 * failed submit. A form that focuses the first field to fix passes `takeFocus={false}`.
 * Give it a new `key` per failed attempt to announce the same message again. `tone
 * "success"`: the outcome of an action that must be announced as firmly (a refund made).
 */
export function FormAlert({ children, takeFocus = true, tone = 'error' }: { children: ReactNode; takeFocus?: boolean; tone?: 'error' | 'success' }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={tone === 'success' ? styles.notice : styles.alert}>
      {children}
    </div>
  );
}

/** A notice that is not an error (a banner handed over by another screen, a success). */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={styles.notice}>
      {children}
    </div>
  );
}
