import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import {
  CATEGORY_SLUG_MAX,
  PRODUCT_CATEGORY_NAME_MAX,
  categoryGroups,
  productCategoryCreateBodySchema,
  type ConsoleProductCategory,
} from '@shared/contracts/categories';
import { buttonClass } from '@web/components/ui/button-class';
import { FieldError } from '@web/components/ui/field-error';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { focusFirstInvalid, saveProblemOf, validateWith, type SaveProblem } from '@web/lib/form-errors';
import { useCreateCategory } from '@web/features/console-products/api/create-category';
import {
  categoryCreateBodyOf,
  categoryCreateFields,
  categoryGroupNames,
  categorySaveWords,
  emptyCategoryForm,
  type CategoryCreateField,
  type CategoryCreateValues,
} from '@web/features/console-products/lib/category-form';
import styles from '@web/features/console-products/components/console-categories.module.css';

/**
 * Adds a category in both languages, under a pet or a kind. Checked with the server's
 * contract first; a refusal (an address in use) is shown beside its field, with what was
 * typed kept. A category added is announced, and focus goes to that announcement.
 */
export function CategoryCreateForm() {
  const { _ } = useLingui();
  const create = useCreateCategory();
  const id = useId();
  const [values, setValues] = useState<CategoryCreateValues>(emptyCategoryForm);
  const [problem, setProblem] = useState<SaveProblem<CategoryCreateField> & { attempt: number }>();
  const [created, setCreated] = useState<ConsoleProductCategory>();

  const set = (field: CategoryCreateField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem((current) => current && { ...current, fields: { ...current.fields, [field]: undefined } });
  };
  const refuse = (form: HTMLFormElement, refused: SaveProblem<CategoryCreateField>) => {
    setProblem((current) => ({ ...refused, attempt: (current?.attempt ?? 0) + 1 }));
    focusFirstInvalid(form, categoryCreateFields, refused.fields);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (create.isPending) return;
    setCreated(undefined);
    const checked = validateWith<typeof productCategoryCreateBodySchema, CategoryCreateField>(
      productCategoryCreateBodySchema,
      categoryCreateBodyOf(values),
      _,
    );
    if (checked.errors) return refuse(form, { message: _(categorySaveWords.fixFields), fields: checked.errors });
    setProblem(undefined);
    create.mutate(checked.data, {
      onSuccess: (category) => {
        setValues(emptyCategoryForm);
        setCreated(category);
      },
      onError: (error) => refuse(form, saveProblemOf(error, categoryCreateFields, _, categorySaveWords)),
    });
  };

  const bind = (field: Exclude<CategoryCreateField, 'group'>) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: problem?.fields[field],
    autoComplete: 'off',
  });
  const groupError = problem?.fields.group;

  return (
    <form className={styles.create} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{_('screens.console.categories.addTitle')}</h2>
      {problem && (
        <FormAlert key={problem.attempt} takeFocus={Object.values(problem.fields).every((text) => !text)}>
          <p>{problem.message}</p>
        </FormAlert>
      )}
      {created && (
        <FormAlert tone="success">
          <p>{_('screens.console.categories.created', { name: created.nameEn, group: _(categoryGroupNames[created.group]) })}</p>
        </FormAlert>
      )}
      <fieldset className={styles.radios} aria-describedby={groupError ? `${id}-group-error` : undefined}>
        <legend>{_('screens.console.categories.group')}</legend>
        {categoryGroups.map((group) => (
          <label key={group} className={styles.choice}>
            <input
              type="radio"
              name="group"
              value={group}
              checked={values.group === group}
              onChange={() => set('group', group)}
              aria-invalid={groupError ? true : undefined}
            />
            {_(categoryGroupNames[group])}
          </label>
        ))}
        <FieldError id={`${id}-group-error`} message={groupError} announce={false} />
      </fieldset>
      <TextField label={_('screens.console.categories.nameEn')} lang="en-CA" {...bind('nameEn')} maxLength={PRODUCT_CATEGORY_NAME_MAX} required />
      <TextField label={_('screens.console.categories.nameFr')} lang="fr-CA" {...bind('nameFr')} maxLength={PRODUCT_CATEGORY_NAME_MAX} required />
      <TextField
        label={_('screens.console.categories.slug')}
        hint={_('screens.console.categories.slugHint')}
        {...bind('slug')}
        maxLength={CATEGORY_SLUG_MAX}
        spellCheck={false}
      />
      <TextField
        label={_('screens.console.categories.sortOrderOptional')}
        hint={_('screens.console.categories.sortOrderHint')}
        {...bind('sortOrder')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
      />
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={create.isPending}>
          {create.isPending ? _('screens.console.categories.adding') : _('screens.console.categories.add')}
        </button>
      </div>
    </form>
  );
}
