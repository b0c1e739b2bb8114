/**
 * A product's variants (issue 28): pure rules the server and the browser share. A variant
 * carries its option values in the product's option order ({ name: 'Size', value: '15 lb' });
 * a product without options has one variant with none.
 */
export interface OptionValue {
  name: string;
  value: string;
}

/** How a variant is named after its product: "15 lb / Chicken"; empty for a product without options. */
export const variantLabelOf = (options: readonly OptionValue[]): string => options.map((option) => option.value).join(' / ');

/** A cart, order or receipt line's name: "Kibble — 15 lb", or the product's name alone. */
export const lineNameOf = (productName: string, variantLabel: string): string => (variantLabel ? `${productName} — ${variantLabel}` : productName);

/** The product's options for a picker: each option's name and its values, in the order the variants first use them. */
export function productOptionsOf(variants: ReadonlyArray<{ options: readonly OptionValue[] }>): Array<{ name: string; values: string[] }> {
  const options: Array<{ name: string; values: string[] }> = [];
  for (const variant of variants) {
    for (const { name, value } of variant.options) {
      let option = options.find((each) => each.name === name);
      if (!option) options.push((option = { name, values: [] }));
      if (!option.values.includes(value)) option.values.push(value);
    }
  }
  return options;
}

/** The variant whose option values are exactly those chosen, if any. */
export function variantMatching<V extends { options: readonly OptionValue[] }>(variants: readonly V[], chosen: Readonly<Record<string, string>>): V | undefined {
  return variants.find((variant) => variant.options.every((option) => chosen[option.name] === option.value));
}

/**
 * What is wrong with a product's set of variants, if anything: every variant names the same
 * options in the same order, no two variants have the same values, no two share a SKU.
 */
export function variantSetProblem(
  variants: ReadonlyArray<{ options: readonly OptionValue[]; sku: string }>,
): 'optionsDiffer' | 'duplicateOptions' | 'duplicateSku' | undefined {
  const names = (variant: { options: readonly OptionValue[] }) => variant.options.map((option) => option.name).join('\u0000');
  const first = variants[0];
  if (first && variants.some((variant) => names(variant) !== names(first))) return 'optionsDiffer';
  if (new Set(variants.map((variant) => variantLabelOf(variant.options))).size !== variants.length) return 'duplicateOptions';
  if (new Set(variants.map((variant) => variant.sku)).size !== variants.length) return 'duplicateSku';
  return undefined;
}
