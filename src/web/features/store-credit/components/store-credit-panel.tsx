import { useLingui } from '@lingui/react';
import { LoadError } from '@web/components/ui/load-error';
import { useOwnStoreCredit } from '@web/features/store-credit/api/store-credit';
import { CreditHistory } from '@web/components/ledger/credit-history';
import styles from '@web/features/store-credit/components/store-credit.module.css';

/** The profile's store credit (issue 32): the balance the shop owes the customer, and why it moved. */
export function StoreCreditPanel() {
  const { _ } = useLingui();
  const credit = useOwnStoreCredit();
  return (
    <section className={styles.section}>
      <h2 id="store-credit-heading" className={styles.title}>{_('screens.storeCredit.title')}</h2>
      {credit.data ? (
        credit.data.entries.length === 0 ? (
          <p className={styles.muted}>{_('screens.storeCredit.none')}</p>
        ) : (
          <CreditHistory credit={credit.data} labelledBy="store-credit-heading" />
        )
      ) : credit.isError ? (
        <LoadError message={_('screens.storeCredit.loadFailed')} onRetry={() => void credit.refetch()} />
      ) : (
        <p role="status" className={styles.muted}>
          {_('screens.storeCredit.loading')}
        </p>
      )}
    </section>
  );
}
