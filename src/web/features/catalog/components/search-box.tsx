import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useHref } from 'react-router';
import { useNavigate } from '@web/lib/routing';
import { useLingui } from '@lingui/react';
import { searchTermsOf, SEARCH_QUERY_MAX } from '@shared/catalog/search-terms';
import type { Product } from '@shared/contracts/products';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { useProductSearch } from '@web/features/catalog/api/search-products';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useFormat } from '@web/lib/i18n';
import styles from './search-box.module.css';

/** How many products the box suggests as one types; the results page shows the rest. */
export const SUGGESTIONS = 6;
/** Typing pauses this long before the server is asked. */
const TYPING_PAUSE_MS = 200;

interface SearchBoxProps {
  /** What the box holds at first (the results page's search). */
  initialQuery?: string;
}

/**
 * The shop's search (issue 28): a combobox (WAI-ARIA's "list autocomplete") that suggests
 * products as one types. Up and down move through the suggestions, Enter opens the one
 * chosen or, with none chosen, the results page; Escape closes the list, then clears the box.
 */
export function SearchBox({ initialQuery = '' }: SearchBoxProps) {
  const { _ } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  // Without scripts the form still works: a GET to the results page, in the reader's language.
  const resultsPage = useHref(paths.search.path);
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(query, TYPING_PAUSE_MS);
  const search = useProductSearch(settled, SUGGESTIONS);
  const hasWords = searchTermsOf(query).length > 0;
  const suggestions: Product[] = hasWords && search.data ? search.data.products : [];
  const answered = open && hasWords && search.data !== undefined;
  const expanded = answered && suggestions.length > 0;

  const openProduct = (product: Product) => {
    setOpen(false);
    void navigate(paths.product.getHref(product.slug));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded ? suggestions[active] : undefined;
    if (chosen) return openProduct(chosen);
    if (!hasWords) return;
    setOpen(false);
    void navigate(paths.search.getHref(query.trim()));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(-1);
        return;
      }
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end, back to the box itself (none chosen), then round again.
      setActive((current) => {
        const next = current + step;
        if (next < -1) return suggestions.length - 1;
        return next >= suggestions.length ? -1 : next;
      });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (answered) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit} action={resultsPage}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {_('screens.search.label')}
      </label>
      <div className={styles.row}>
        <div className={styles.combo}>
          <input
            id={`${id}-input`}
            name="q"
            type="search"
            role="combobox"
            className={styles.input}
            value={query}
            maxLength={SEARCH_QUERY_MAX}
            placeholder={_('screens.search.placeholder')}
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
          />
          <ul id={listId} role="listbox" aria-label={_('screens.search.label')} className={styles.list} hidden={!expanded}>
            {expanded &&
              suggestions.map((product, index) => (
                <li
                  key={product.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={styles.option}
                  // Chosen before the box loses focus, which would close the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => openProduct(product)}
                >
                  <span className={styles.name}>{product.name}</span>
                  <span className={styles.price}>{format.price(product.priceCents)}</span>
                </li>
              ))}
          </ul>
        </div>
        <button type="submit" className={buttonClass('primary')}>
          {_('screens.search.submit')}
        </button>
      </div>
      <p role="status" className="visually-hidden">
        {answered ? _('screens.search.suggestionsCount', { count: suggestions.length }) : ''}
      </p>
    </form>
  );
}
