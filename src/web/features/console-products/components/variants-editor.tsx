import { useId } from 'react';
import { useLingui } from '@lingui/react';
import { buttonClass } from '@web/components/ui/button-class';
import { FieldError } from '@web/components/ui/field-error';
import { TextField } from '@web/components/ui/text-field';
import { newVariantRow, type VariantFormRow } from '@web/features/console-products/lib/product-form';
import styles from '@web/features/console-products/components/console-products.module.css';

interface VariantsEditorProps {
  optionNames: string;
  onOptionNamesChange: (names: string) => void;
  variants: VariantFormRow[];
  onVariantsChange: (variants: VariantFormRow[]) => void;
  /** The server's or the contract's word on the variants, beside them. */
  error?: string | undefined;
}

/**
 * A product's variants (issue 28), kept simple: the option names once ("Size", or
 * "Size / Flavour"), then one row per variant with its values, SKU, barcode, price, stock
 * and low-stock mark. No rows: a product without options, its price and stock above.
 */
export function VariantsEditor({ optionNames, onOptionNamesChange, variants, onVariantsChange, error }: VariantsEditorProps) {
  const { _ } = useLingui();
  const headingId = useId();
  const errorId = useId();
  const change = (index: number, field: keyof Omit<VariantFormRow, 'id'>, value: string) =>
    onVariantsChange(variants.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  return (
    <fieldset name="variants" tabIndex={-1} className={styles.variants} aria-labelledby={headingId} aria-describedby={error ? errorId : undefined}>
      <legend id={headingId}>{_('screens.console.products.variants')}</legend>
      <p className={styles.hint}>{_('screens.console.products.variantsHint')}</p>
      {variants.length > 0 && (
        <TextField
          label={_('screens.console.products.optionNames')}
          hint={_('screens.console.products.optionNamesHint')}
          name="optionNames"
          value={optionNames}
          onChange={(event) => onOptionNamesChange(event.target.value)}
          autoComplete="off"
        />
      )}
      {variants.map((row, index) => (
        <fieldset key={row.id ?? `new-${index}`} className={styles.variantRow}>
          <legend>{_('screens.console.products.variantNumber', { number: index + 1 })}</legend>
          <TextField label={_('screens.console.products.optionValues')} value={row.values} onChange={(event) => change(index, 'values', event.target.value)} autoComplete="off" />
          <TextField label={_('screens.console.products.sku')} value={row.sku} onChange={(event) => change(index, 'sku', event.target.value)} autoComplete="off" required />
          <TextField label={_('screens.console.products.barcode')} value={row.barcode} onChange={(event) => change(index, 'barcode', event.target.value)} autoComplete="off" />
          <TextField label={_('screens.console.products.price')} value={row.price} onChange={(event) => change(index, 'price', event.target.value)} inputMode="decimal" autoComplete="off" required />
          <TextField
            label={_('screens.console.products.stock')}
            value={row.stock}
            onChange={(event) => change(index, 'stock', event.target.value)}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            required
          />
          <TextField
            label={_('screens.console.products.lowStockThreshold')}
            value={row.lowStockThreshold}
            onChange={(event) => change(index, 'lowStockThreshold', event.target.value)}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
          />
          <button type="button" className={buttonClass('outline')} onClick={() => onVariantsChange(variants.filter((_row, at) => at !== index))}>
            {_('screens.console.products.removeVariant', { number: index + 1 })}
          </button>
        </fieldset>
      ))}
      <FieldError id={errorId} message={error} announce={false} />
      <button type="button" className={buttonClass('outline')} onClick={() => onVariantsChange([...variants, newVariantRow()])}>
        {_('screens.console.products.addVariant')}
      </button>
    </fieldset>
  );
}
