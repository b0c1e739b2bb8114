import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { buttonClass } from '@web/components/ui/button-class';
import { TextField } from '@web/components/ui/text-field';
import { isApiClientError } from '@web/lib/api-client';
import { useLookUpGiftCard } from '@web/features/console-gift-cards/api/gift-cards';
import styles from '@web/features/console-gift-cards/components/console-gift-cards.module.css';

/** Finds a card by its code as the customer reads it out (any case, spaces or dashes); the server says when no card has it. */
export function GiftCardFinder({ onFound }: { onFound: (id: string) => void }) {
  const { _ } = useLingui();
  const lookUp = useLookUpGiftCard();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('code') as HTMLInputElement;
    lookUp.mutate(code, {
      onSuccess: (card) => {
        setError(undefined);
        onFound(card.id);
      },
      onError: (refusal) => {
        setError(isApiClientError(refusal) && refusal.status > 0 && refusal.status < 500 ? (refusal.fields?.code ?? refusal.message) : _('screens.console.giftCards.findFailed'));
        input.focus();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate role="search" aria-label={_('screens.console.giftCards.findTitle')} className={styles.inline}>
      <TextField label={_('screens.console.giftCards.code')} name="code" autoComplete="off" spellCheck={false} value={code} onChange={(event) => setCode(event.target.value)} error={error} />
      <button type="submit" className={buttonClass('outline')} disabled={lookUp.isPending}>
        {_('screens.console.giftCards.find')}
      </button>
    </form>
  );
}
