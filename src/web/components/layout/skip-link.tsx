import type { MouseEvent, RefObject } from 'react';
import styles from '@web/components/layout/skip-link.module.css';
import { useLingui } from '@lingui/react';

export function SkipLink({ targetRef }: { targetRef: RefObject<HTMLElement | null> }) {
  const { _ } = useLingui();
  // Focus the content directly: a hash change would go through the router.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = targetRef.current;
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView();
  };
  return (
    <a href="#main" className={styles.skip} onClick={skip}>
      {_('common.skipToContent')}
    </a>
  );
}
