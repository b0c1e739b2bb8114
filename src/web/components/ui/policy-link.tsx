import type { ReactNode } from 'react';
import { Link } from '@web/lib/routing';
import { useLingui } from '@lingui/react';
import { paths } from '@shared/routes/paths';

/**
 * A link to the shop's privacy policy or terms (issue 30), named in the page's language:
 * the footer has both, and every consent box names the policy it is given under.
 * `children` replaces the page's name ("our privacy policy" in a sentence).
 */
export function PolicyLink({ page, children, className }: { page: 'privacy' | 'terms'; children?: ReactNode; className?: string }) {
  const { _ } = useLingui();
  return (
    <Link to={paths[page].getHref()} className={className}>
      {children ?? _(page === 'privacy' ? 'common.footer.privacy' : 'common.footer.terms')}
    </Link>
  );
}
