import { useId } from 'react';
import type { Product } from '@shared/contracts/products';
import styles from '@web/features/catalog/components/product-details.module.css';

/**
 * A product's options as radio groups, one per option (Size: 4 lb, 15 lb, 30 lb): a native
 * fieldset and legend per option, so a screen reader names each group and the arrow keys
 * move within it (issue 28).
 */
export function VariantPicker({
  options,
  chosen,
  onChoose,
}: {
  options: Product['options'];
  chosen: Readonly<Record<string, string>>;
  onChoose: (name: string, value: string) => void;
}) {
  const groupId = useId();
  return (
    <div className={styles.picker}>
      {options.map((option, index) => (
        <fieldset key={option.name} className={styles.option}>
          <legend className={styles.optionName}>{option.name}</legend>
          <div className={styles.optionValues}>
            {option.values.map((value) => (
              <label key={value} className={styles.optionValue}>
                <input
                  type="radio"
                  name={`${groupId}-${index}`}
                  value={value}
                  checked={chosen[option.name] === value}
                  onChange={() => onChoose(option.name, value)}
                />
                <span>{value}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
