import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { buttonClass } from '@web/components/ui/button-class';
import { LoadError } from '@web/components/ui/load-error';
import { TableRegion } from '@web/components/ui/table-region';
import { TextField } from '@web/components/ui/text-field';
import { useFormat } from '@web/lib/i18n';
import { useGiftCards } from '@web/features/console-gift-cards/api/gift-cards';
import { useCardState } from '@web/features/console-gift-cards/components/gift-card-panel';
import styles from '@web/features/console-gift-cards/components/console-gift-cards.module.css';

/** The latest cards, newest first, or those mailed to one address: each opens in the panel. */
export function GiftCardList({ onOpen }: { onOpen: (id: string) => void }) {
  const { _ } = useLingui();
  const format = useFormat();
  const stateOf = useCardState();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState('');
  const cards = useGiftCards(email);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setEmail(typed.trim());
  };

  return (
    <section className={styles.group}>
      <h2 id="gift-card-list">{_('screens.console.giftCards.listTitle')}</h2>
      <form onSubmit={submit} role="search" aria-label={_('screens.console.giftCards.filterTitle')} className={styles.inline}>
        <TextField label={_('screens.console.giftCards.recipientEmail')} name="email" type="email" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <button type="submit" className={buttonClass('outline')}>
          {_('screens.console.giftCards.filter')}
        </button>
      </form>
      {cards.isError ? (
        <LoadError message={_('screens.console.giftCards.loadFailed')} onRetry={() => void cards.refetch()} />
      ) : !cards.data ? (
        <p role="status">{_('screens.console.loading')}</p>
      ) : cards.data.cards.length === 0 ? (
        <p className={styles.muted}>{_('screens.console.giftCards.none')}</p>
      ) : (
        <TableRegion labelledBy="gift-card-list">
          <thead>
            <tr>
              <th scope="col">{_('screens.console.giftCards.card')}</th>
              <th scope="col">{_('screens.console.giftCards.for')}</th>
              <th scope="col" className={styles.number}>
                {_('screens.console.giftCards.value')}
              </th>
              <th scope="col" className={styles.number}>
                {_('screens.console.giftCards.balance')}
              </th>
              <th scope="col">{_('screens.console.giftCards.stateLabel')}</th>
            </tr>
          </thead>
          <tbody>
            {cards.data.cards.map((card) => (
              <tr key={card.id}>
                <td>
                  <button type="button" className={buttonClass('outline', { size: 'small' })} onClick={() => onOpen(card.id)}>
                    {_('screens.console.giftCards.cardTitle', { ending: card.codeEnding })}
                  </button>
                </td>
                <td>{card.recipientName}</td>
                <td className={styles.number}>{format.money(card.initialCents)}</td>
                <td className={styles.number}>{format.money(card.balanceCents)}</td>
                <td>{stateOf(card)}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
    </section>
  );
}
