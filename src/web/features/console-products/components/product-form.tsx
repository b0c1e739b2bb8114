import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from '@web/lib/routing';
import { useLingui } from '@lingui/react';
import { CAROUSEL_NAME_MAX, DESCRIPTION_MAX, IMAGE_ALT_MAX, PRODUCT_NAME_MAX, type ConsoleProduct } from '@shared/contracts/console-catalogue';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextAreaField } from '@web/components/ui/text-area-field';
import { TextField } from '@web/components/ui/text-field';
import { useSaveProduct } from '@web/features/console-products/api/save-product';
import { CategoryPicker } from '@web/features/console-products/components/category-picker';
import { ImageUploadField } from '@web/components/ui/image-upload-field';
import { VariantsEditor } from '@web/features/console-products/components/variants-editor';
import {
  checkProductForm,
  emptyProductForm,
  productFields,
  productFormValuesOf,
  productSaveProblem,
  type ProductField,
  type ProductFieldErrors,
  type ProductFormValues,
  type VariantFormRow,
} from '@web/features/console-products/lib/product-form';
import styles from '@web/features/console-products/components/console-products.module.css';
import { focusFirstInvalid } from '@web/lib/form-errors';

/**
 * The first row added to a product without options is its one variant so far: the same
 * variant (its id and SKU, so its orders still name it) at the price and stock typed above.
 */
function withSoleVariant(rows: VariantFormRow[], values: ProductFormValues, product: ConsoleProduct | undefined): VariantFormRow[] {
  const [first, ...more] = rows;
  if (!first) return rows;
  const sole = product?.variants.length === 1 ? product.variants[0] : undefined;
  const kept = sole ? { id: sole.id, sku: sole.sku, barcode: sole.barcode ?? '', lowStockThreshold: String(sole.lowStockThreshold) } : {};
  return [{ ...first, ...kept, price: values.price, stock: values.stock }, ...more];
}

/** Stock and position: whole numbers, with the phone's number pad. */
const wholeNumber = { type: 'number', inputMode: 'numeric', min: 0, step: 1, required: true } as const;

interface ProductFormProps {
  /** The product to edit; without one the form creates a product. */
  product?: ConsoleProduct | undefined;
  onSaved: (saved: ConsoleProduct) => void;
}

/**
 * The create and edit form. Checked with the server's contract before anything is
 * sent; a refused save keeps everything typed, marks the fields the server named and
 * focuses the first. One save at a time: the button is disabled from the click (and
 * while an image uploads) until the answer, so a double click makes one product.
 */
export function ProductForm({ product, onSaved }: ProductFormProps) {
  const { _ } = useLingui();
  const save = useSaveProduct();
  const [values, setValues] = useState<ProductFormValues>(() => (product ? productFormValuesOf(product) : emptyProductForm));
  const [errors, setErrors] = useState<ProductFieldErrors>({});
  const [problem, setProblem] = useState<{ message: string; attempt: number; focusAlert: boolean } | null>(null);
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const activeId = useId();
  // Set before the request leaves: a second Enter in the same moment sends nothing.
  const saving = useRef(false);
  const attempts = useRef(0);
  const busy = save.isPending || uploading;

  const set = <Field extends ProductField>(field: Field, value: ProductFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };
  /** What ties a text field to its value, its changes and its error, by the field's name. */
  const bind = (field: Exclude<ProductField, 'active' | 'categories' | 'variants'>) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, event.target.value),
    error: errors[field],
  });

  const refuse = (message: string, fields: ProductFieldErrors) => {
    attempts.current += 1;
    setErrors(fields);
    const focused = formRef.current ? focusFirstInvalid(formRef.current, productFields, fields) : false;
    setProblem({ message, attempt: attempts.current, focusAlert: !focused });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.current || busy) return;
    const checked = checkProductForm(values, _);
    if ('errors' in checked) return refuse(_('screens.console.products.fixFields'), checked.errors);
    setProblem(null);
    saving.current = true;
    save.mutate(
      { productId: product?.id, body: product ? { ...checked.body, expectedUpdatedAt: product.updatedAt } : checked.body },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const refused = productSaveProblem(error, _);
          refuse(refused.message, refused.fields);
        },
        onSettled: () => {
          saving.current = false;
        },
      },
    );
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={product ? _('screens.console.products.editTitle', { name: product.name }) : _('screens.console.products.newTitle')}
    >
      {problem && (
        <FormAlert key={problem.attempt} takeFocus={problem.focusAlert}>
          <p>{problem.message}</p>
        </FormAlert>
      )}
      <TextField
        label={_('screens.console.products.name')}
        {...bind('name')}
        autoComplete="off"
        required
        maxLength={PRODUCT_NAME_MAX}
      />
      <TextField
        label={_('screens.console.products.carouselName')}
        hint={_('screens.console.products.carouselNameHint')}
        {...bind('carouselName')}
        autoComplete="off"
        maxLength={CAROUSEL_NAME_MAX}
      />
      <TextAreaField
        label={_('screens.console.products.description')}
        {...bind('description')}
        required
        maxLength={DESCRIPTION_MAX}
      />
      <div className={styles.numbers}>
        {/* A product with variants has their prices and stock instead. */}
        {values.variants.length === 0 && (
          <>
            <TextField
              label={_('screens.console.products.price')}
              hint={_('screens.console.products.priceHint')}
              {...bind('price')}
              inputMode="decimal"
              autoComplete="off"
              required
            />
            <TextField
              label={_('screens.console.products.stock')}
              {...bind('stock')}
              {...wholeNumber}
            />
          </>
        )}
        <TextField
          label={_('screens.console.products.sortOrder')}
          hint={_('screens.console.products.sortOrderHint')}
          {...bind('sortOrder')}
          {...wholeNumber}
        />
      </div>
      <VariantsEditor
        optionNames={values.optionNames}
        onOptionNamesChange={(names) => setValues((current) => ({ ...current, optionNames: names }))}
        variants={values.variants}
        onVariantsChange={(variants) => set('variants', values.variants.length === 0 ? withSoleVariant(variants, values, product) : variants)}
        error={errors.variants}
      />
      <ImageUploadField
        label={_('screens.console.products.image')}
        hint={_('screens.console.products.imageHint')}
        src={values.imageSrc} onUploaded={(src) => set('imageSrc', src)} error={errors.imageSrc} onBusyChange={setUploading} />
      <TextField
        label={_('screens.console.products.imageAlt')}
        hint={_('screens.console.products.imageAltHint')}
        {...bind('imageAlt')}
        autoComplete="off"
        required
        maxLength={IMAGE_ALT_MAX}
      />
      <CategoryPicker value={values.categories} onChange={(slugs) => set('categories', slugs)} error={errors.categories} />
      <div className={styles.checkbox}>
        <input
          id={activeId}
          type="checkbox"
          name="active"
          checked={values.active}
          onChange={(event) => set('active', event.target.checked)}
          aria-describedby={`${activeId}-hint`}
        />
        <label htmlFor={activeId}>{_('screens.console.products.active')}</label>
        <p id={`${activeId}-hint`} className={styles.hint}>
          {_('screens.console.products.activeHint')}
        </p>
      </div>
      <div className={styles.formActions}>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {save.isPending ? _('screens.console.products.saving') : product ? _('screens.console.products.save') : _('screens.console.products.create')}
        </button>
        <Link to={paths.consoleProducts.getHref()} className={buttonClass('outline')}>
          {_('screens.console.products.cancel')}
        </Link>
      </div>
    </form>
  );
}
