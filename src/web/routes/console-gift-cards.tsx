import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { LoadError } from '@web/components/ui/load-error';
import { useGiftCard } from '@web/features/console-gift-cards/api/gift-cards';
import { GiftCardFinder } from '@web/features/console-gift-cards/components/gift-card-finder';
import { GiftCardList } from '@web/features/console-gift-cards/components/gift-card-list';
import { GiftCardPanel } from '@web/features/console-gift-cards/components/gift-card-panel';
import { IssueGiftCardForm } from '@web/features/console-gift-cards/components/issue-gift-card-form';
import styles from '@web/features/console-gift-cards/components/console-gift-cards.module.css';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** /console/gift-cards (issue 32): issue a card, find one by code or recipient, open it to read its entries or void it. */
export function ConsoleGiftCardsRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.console.giftCards.title'));
  const [openId, setOpenId] = useState<string>();
  const open = useGiftCard(openId);
  return (
    <>
      <ConsoleHeader title={_('screens.console.giftCards.title')} intro={_('screens.console.giftCards.intro')} />
      <div className={styles.layout}>
        <IssueGiftCardForm onIssued={(card) => setOpenId(card.id)} />
        <section className={styles.group} aria-labelledby="gift-card-find">
          <h2 id="gift-card-find">{_('screens.console.giftCards.findTitle')}</h2>
          <GiftCardFinder onFound={setOpenId} />
        </section>
        {open.data ? (
          <GiftCardPanel key={open.data.id} card={open.data} />
        ) : (
          open.isError && <LoadError message={_('screens.console.giftCards.loadFailed')} onRetry={() => void open.refetch()} />
        )}
        <GiftCardList onOpen={setOpenId} />
      </div>
    </>
  );
}
