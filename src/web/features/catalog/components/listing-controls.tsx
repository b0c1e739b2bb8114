import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { useHref } from 'react-router';
import { useNavigate } from '@web/lib/routing';
import { priceFilterSchema, productSorts, type ProductSort } from '@shared/contracts/products';
import { buttonClass } from '@web/components/ui/button-class';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';
import { dollarsOf, shopHref, type ShopListing } from '@web/features/catalog/lib/listing-address';
import styles from './listing-controls.module.css';

const sortLabels: Record<ProductSort, string> = {
  featured: 'screens.shop.sort.featured',
  'price-asc': 'screens.shop.sort.priceAsc',
  'price-desc': 'screens.shop.sort.priceDesc',
  newest: 'screens.shop.sort.newest',
  'best-selling': 'screens.shop.sort.bestSelling',
};

interface ListingControlsProps {
  listing: ShopListing;
}

const dollarsText = (cents: number | undefined) => (cents === undefined ? '' : dollarsOf(cents));

/**
 * The listing's price range, In stock only and Sort (issue 28). Every change is a new
 * address back on the first page, so the back button undoes it; the sort and the box
 * apply at once, the prices with Apply. Without the app's code it is a plain GET form
 * that makes the same address.
 */
export function ListingControls({ listing }: ListingControlsProps) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const action = useHref('/shop');
  const [min, setMin] = useState(dollarsText(listing.minPriceCents));
  const [max, setMax] = useState(dollarsText(listing.maxPriceCents));
  // The box and the sort change at once, while the next page of products is on its way.
  const [inStock, setInStock] = useState(listing.inStock);
  const [sort, setSort] = useState(listing.sort);
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});
  // The address changed (the back button, a link): the boxes say what it says.
  const [shown, setShown] = useState({ min: listing.minPriceCents, max: listing.maxPriceCents, inStock: listing.inStock, sort: listing.sort });
  if (shown.min !== listing.minPriceCents || shown.max !== listing.maxPriceCents || shown.inStock !== listing.inStock || shown.sort !== listing.sort) {
    setShown({ min: listing.minPriceCents, max: listing.maxPriceCents, inStock: listing.inStock, sort: listing.sort });
    setMin(dollarsText(listing.minPriceCents));
    setMax(dollarsText(listing.maxPriceCents));
    setInStock(listing.inStock);
    setSort(listing.sort);
    setErrors({});
  }

  const go = (changes: Partial<ShopListing>) => void navigate(shopHref({ ...listing, ...changes, page: 1 }));

  const applyPrices = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A French shopper writes 7,80.
    const read = (text: string) => (text.trim() === '' ? { cents: undefined } : priceFilterSchema.safeParse(text.trim().replace(',', '.')));
    const low = read(min);
    const high = read(max);
    const lowCents = 'cents' in low ? low.cents : low.success ? low.data : null;
    const highCents = 'cents' in high ? high.cents : high.success ? high.data : null;
    const found: { min?: string; max?: string } = {};
    if (lowCents === null) found.min = _('screens.shop.priceInvalid');
    if (highCents === null) found.max = _('screens.shop.priceInvalid');
    if (!found.min && !found.max && lowCents != null && highCents != null && highCents < lowCents) found.max = _('screens.shop.priceRangeBackwards');
    setErrors(found);
    if (found.min || found.max) return;
    go({ minPriceCents: lowCents ?? undefined, maxPriceCents: highCents ?? undefined });
  };

  return (
    <form method="get" action={action} onSubmit={applyPrices} noValidate aria-label={_('screens.shop.filters')} className={styles.controls}>
      {listing.categories.map((slug) => (
        <input key={slug} type="hidden" name="category" value={slug} />
      ))}
      <fieldset className={styles.prices}>
        <legend className={styles.legend}>{_('screens.shop.priceRange')}</legend>
        <TextField
          label={_('screens.shop.minPrice')}
          name="minPrice"
          inputMode="decimal"
          autoComplete="off"
          value={min}
          onChange={(event) => setMin(event.target.value)}
          error={errors.min}
          className={styles.price}
        />
        <TextField
          label={_('screens.shop.maxPrice')}
          name="maxPrice"
          inputMode="decimal"
          autoComplete="off"
          value={max}
          onChange={(event) => setMax(event.target.value)}
          error={errors.max}
          className={styles.price}
        />
        <button type="submit" className={buttonClass('outline')}>
          {_('screens.shop.applyPrices')}
        </button>
      </fieldset>
      <label className={styles.inStock}>
        <input
          type="checkbox"
          name="inStock"
          value="true"
          checked={inStock}
          onChange={(event) => {
            setInStock(event.target.checked);
            go({ inStock: event.target.checked });
          }}
        />
        {_('screens.shop.inStockOnly')}
      </label>
      <div className={styles.sort}>
        <SelectField
          label={_('screens.shop.sortBy')}
          name="sort"
          value={sort}
          onChange={(event) => {
            const chosen = event.target.value as ProductSort;
            setSort(chosen);
            go({ sort: chosen });
          }}
        >
          {productSorts.map((sort) => (
            <option key={sort} value={sort}>
              {_(sortLabels[sort])}
            </option>
          ))}
        </SelectField>
      </div>
    </form>
  );
}
