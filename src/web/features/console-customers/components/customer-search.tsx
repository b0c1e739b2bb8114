import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { CUSTOMER_SEARCH_MAX } from '@shared/contracts/console-customers';
import { buttonClass } from '@web/components/ui/button-class';
import { TextField } from '@web/components/ui/text-field';
import styles from '@web/features/console-customers/components/console-customers.module.css';

/** A search box that submits on Enter (or its button) and hands the words to the screen, which keeps them in the URL. */
export function CustomerSearch({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const { _ } = useLingui();
  const [text, setText] = useState(query);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit} aria-label={_('screens.console.customers.searchLabel')}>
      <TextField
        label={_('screens.console.customers.searchLabel')}
        hint={_('screens.console.customers.searchHint')}
        type="search"
        name="q"
        autoComplete="off"
        maxLength={CUSTOMER_SEARCH_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div>
        <button type="submit" className={buttonClass('primary')}>
          {_('screens.console.customers.search')}
        </button>
      </div>
    </form>
  );
}
