import { useSession } from '@web/lib/session';
import { CartContents } from '@web/features/cart/components/cart-contents';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/features/cart/components/cart.module.css';
import { useLingui } from '@lingui/react';

/** /cart (signed in; the guard sends guests to /login, replacing this entry): spec §2 Cart. */
export function CartRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.cart.title'));
  const { user } = useSession();
  return (
    <div className="container page">
      <h1>{_('screens.cart.title')}</h1>
      {user && (
        <>
          <p className={styles.greeting}>{user.name ? _('screens.cart.greeting', { name: user.name }) : _('screens.cart.greetingNoName')}</p>
          <CartContents user={user} />
        </>
      )}
    </div>
  );
}
