import { useLingui } from '@lingui/react';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { BuyGiftCardForm } from '@web/features/gift-cards/components/buy-gift-card-form';
import styles from '@web/features/gift-cards/components/gift-cards.module.css';
import { Link, useLocation } from '@web/lib/routing';
import { useSession } from '@web/lib/session';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** /gift-cards (issue 32): what a card is and its terms, for anyone; the form to buy one once signed in. */
export function GiftCardsRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.giftCards.title'));
  const { user, isPending } = useSession();
  const { pathname } = useLocation();
  return (
    <div className={`container ${styles.page}`}>
      <header>
        <h1>{_('screens.giftCards.title')}</h1>
        <p className={styles.intro}>{_('screens.giftCards.intro')}</p>
      </header>
      <p className={styles.terms}>{_('screens.giftCards.terms')}</p>
      {user ? (
        <BuyGiftCardForm senderName={user.name} />
      ) : (
        !isPending && (
          <p>
            <Link to={paths.login.getHref()} state={{ from: pathname }} className={buttonClass('primary')}>
              {_('screens.giftCards.signIn')}
            </Link>
          </p>
        )
      )}
    </div>
  );
}
