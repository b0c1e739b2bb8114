import { useState, type FormEvent } from 'react';
import { buttonClass } from '@web/components/ui/button-class';
import { TextField } from '@web/components/ui/text-field';
import styles from './list-search.module.css';

interface ListSearchProps {
  /** The words the list is searched by now (the screen keeps them in its address). */
  query: string;
  onSearch: (query: string) => void;
  label: string;
  hint: string;
  button: string;
  maxLength: number;
}

/** A console list's search box (customers, products): submits on Enter or its button and hands the trimmed words to the screen. */
export function ListSearch({ query, onSearch, label, hint, button, maxLength }: ListSearchProps) {
  const [text, setText] = useState(query);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit} aria-label={label}>
      <TextField
        label={label}
        hint={hint}
        type="search"
        name="q"
        autoComplete="off"
        maxLength={maxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div>
        <button type="submit" className={buttonClass('primary')}>
          {button}
        </button>
      </div>
    </form>
  );
}
