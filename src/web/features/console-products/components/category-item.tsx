import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { PRODUCT_CATEGORY_NAME_MAX, productCategoryUpdateBodySchema, type ConsoleProductCategory } from '@shared/contracts/categories';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert, FormNotice } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { focusFirstInvalid, saveProblemOf, validateWith, type SaveProblem } from '@web/lib/form-errors';
import { useDeleteCategory } from '@web/features/console-products/api/delete-category';
import { useUpdateCategory } from '@web/features/console-products/api/update-category';
import {
  categoryEditFields,
  categoryEditValuesOf,
  categorySaveWords,
  categoryUpdateBodyOf,
  type CategoryEditField,
  type CategoryEditValues,
} from '@web/features/console-products/lib/category-form';
import styles from '@web/features/console-products/components/console-categories.module.css';

/**
 * One category: its names in both languages and its place, saved together; and its
 * deletion, asked once more in words that say its products stay in the shop.
 */
export function CategoryItem({ category, onDeleted }: { category: ConsoleProductCategory; onDeleted: (deleted: ConsoleProductCategory) => void }) {
  const { _ } = useLingui();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const id = useId();
  const [values, setValues] = useState<CategoryEditValues>(() => categoryEditValuesOf(category));
  const [problem, setProblem] = useState<SaveProblem<CategoryEditField> & { attempt: number }>();
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const closedConfirm = useRef(false);

  useLayoutEffect(() => {
    if (confirming) question.current?.focus();
    else if (closedConfirm.current) deleteButton.current?.focus();
  }, [confirming]);

  const set = (field: CategoryEditField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setSaved(false);
    setProblem((current) => current && { ...current, fields: { ...current.fields, [field]: undefined } });
  };
  const refuse = (form: HTMLFormElement, refused: SaveProblem<CategoryEditField>) => {
    setProblem((current) => ({ ...refused, attempt: (current?.attempt ?? 0) + 1 }));
    focusFirstInvalid(form, categoryEditFields, refused.fields);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (update.isPending) return;
    setSaved(false);
    const checked = validateWith<typeof productCategoryUpdateBodySchema, CategoryEditField>(productCategoryUpdateBodySchema, categoryUpdateBodyOf(values), _);
    if (checked.errors) return refuse(form, { message: _(categorySaveWords.fixFields), fields: checked.errors });
    setProblem(undefined);
    update.mutate(
      { slug: category.slug, body: checked.data },
      {
        onSuccess: (after) => {
          setValues(categoryEditValuesOf(after));
          setSaved(true);
        },
        onError: (error) => refuse(form, saveProblemOf(error, categoryEditFields, _, categorySaveWords)),
      },
    );
  };

  const confirmDelete = () => {
    if (remove.isPending) return;
    remove.mutate(category.slug, {
      onSuccess: () => onDeleted(category),
      onError: (error) => {
        closedConfirm.current = false;
        setConfirming(false);
        setProblem((current) => ({ ...saveProblemOf(error, categoryEditFields, _, categorySaveWords), attempt: (current?.attempt ?? 0) + 1 }));
      },
    });
  };
  const keep = () => {
    closedConfirm.current = true;
    setConfirming(false);
  };

  const bind = (field: CategoryEditField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: problem?.fields[field],
    autoComplete: 'off',
  });
  const headingId = `${id}-heading`;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className={styles.item}>
      <h3 id={headingId} className={styles.itemHeading}>
        <span lang="en-CA">{category.nameEn}</span>
      </h3>
      <p className={styles.facts}>
        {_('screens.console.categories.facts', { slug: category.slug, count: category.productCount })}
      </p>
      {problem && (
        <FormAlert key={problem.attempt} takeFocus={Object.values(problem.fields).every((text) => !text)}>
          <p>{problem.message}</p>
        </FormAlert>
      )}
      <div className={styles.fields}>
        <TextField label={_('screens.console.categories.nameEn')} lang="en-CA" {...bind('nameEn')} maxLength={PRODUCT_CATEGORY_NAME_MAX} required />
        <TextField label={_('screens.console.categories.nameFr')} lang="fr-CA" {...bind('nameFr')} maxLength={PRODUCT_CATEGORY_NAME_MAX} required />
        <TextField label={_('screens.console.categories.sortOrder')} {...bind('sortOrder')} type="number" inputMode="numeric" min={0} step={1} required />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary', { size: 'small' })} disabled={update.isPending}>
          {update.isPending ? _('screens.console.categories.saving') : _('screens.console.categories.save')}
          <span className="visually-hidden"> {category.nameEn}</span>
        </button>
        {!confirming && (
          <button ref={deleteButton} type="button" className={buttonClass('outline', { size: 'small' })} onClick={() => setConfirming(true)}>
            {_('screens.console.categories.delete')}
            <span className="visually-hidden"> {category.nameEn}</span>
          </button>
        )}
        {saved && (
          <FormNotice>
            <p>{_('screens.console.categories.saved', { name: values.nameEn })}</p>
          </FormNotice>
        )}
      </div>
      {confirming && (
        <div role="group" aria-labelledby={`${id}-question`} className={styles.confirm}>
          <p id={`${id}-question`} ref={question} tabIndex={-1}>
            {_('screens.console.categories.confirmDelete', { name: category.nameEn, count: category.productCount })}
          </p>
          <div className={styles.actions}>
            <button type="button" className={buttonClass('primary', { size: 'small' })} onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending ? _('screens.console.categories.deleting') : _('screens.console.categories.confirmDeleteButton', { name: category.nameEn })}
            </button>
            <button type="button" className={buttonClass('outline', { size: 'small' })} onClick={keep}>
              {_('screens.console.categories.keep')}
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
