import { useSession } from '@web/lib/session';
import { CartContents } from '@web/features/cart/components/cart-contents';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/features/cart/components/cart.module.css';

/** /cart (signed in; the guard sends guests to /login, replacing this entry): spec §2 Cart. */
export function CartRoute() {
  useDocumentTitle('Your Shopping Cart');
  const { user } = useSession();
  return (
    <div className="container page">
      <h1>Your Shopping Cart</h1>
      {user && (
        <>
          <p className={styles.greeting}>{user.name ? `Hello, ${user.name}!` : 'Hello!'}</p>
          <CartContents user={user} />
        </>
      )}
    </div>
  );
}
