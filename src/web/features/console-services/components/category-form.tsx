import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX, categoryBodySchema } from '@shared/contracts/console-catalogue';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert, FormNotice } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { saveProblemOf, useRefusal, validateWith } from '@web/lib/form-errors';
import { useAddCategory } from '@web/features/console-services/api/add-category';
import { saveWords } from '@web/features/console-services/lib/service-form';
import styles from '@web/features/console-services/components/console-services.module.css';

const categoryFields = ['name', 'description'] as const;
type CategoryField = (typeof categoryFields)[number];

/**
 * Adds a category, last in the booking wizard, where it says 'coming soon' until a
 * service in it is active. A refused name (one in use) keeps what was typed.
 */
export function CategoryForm() {
  const { _ } = useLingui();
  const add = useAddCategory();
  const [values, setValues] = useState({ name: '', description: '' });
  const { problem, attempt, refuse, clear } = useRefusal<CategoryField>(categoryFields);
  const [added, setAdded] = useState<string>();


  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (add.isPending) return;
    setAdded(undefined);
    const checked = validateWith<typeof categoryBodySchema, CategoryField>(categoryBodySchema, values, _);
    if (checked.errors) return refuse(form, { message: _('screens.console.services.fixFields'), fields: checked.errors });
    clear();
    add.mutate(checked.data, {
      onSuccess: (category) => {
        setValues({ name: '', description: '' });
        setAdded(category.name);
      },
      onError: (error) => refuse(form, saveProblemOf(error, categoryFields, _, saveWords.category)),
    });
  };

  return (
    <form className={styles.addCategory} onSubmit={submit} noValidate aria-labelledby="add-category-heading">
      <h2 id="add-category-heading">{_('screens.console.services.addCategory')}</h2>
      <p className={styles.hint}>{_('screens.console.services.addCategoryIntro')}</p>
      {problem && (
        <FormAlert key={attempt} takeFocus={Object.keys(problem.fields).length === 0}>
          <p>{problem.message}</p>
        </FormAlert>
      )}
      {added && (
        <FormNotice>
          <p>{_('screens.console.services.categoryAdded', { name: added })}</p>
        </FormNotice>
      )}
      <TextField
        label={_('screens.console.services.categoryName')}
        name="name"
        autoComplete="off"
        maxLength={CATEGORY_NAME_MAX}
        value={values.name}
        onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
        error={problem?.fields.name}
      />
      <TextField
        label={_('screens.console.services.categoryDescription')}
        name="description"
        autoComplete="off"
        maxLength={CATEGORY_DESCRIPTION_MAX}
        value={values.description}
        onChange={(event) => setValues((current) => ({ ...current, description: event.target.value }))}
        error={problem?.fields.description}
      />
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('outline')} disabled={add.isPending}>
          {add.isPending ? _('screens.console.services.adding') : _('screens.console.services.addCategoryButton')}
        </button>
      </div>
    </form>
  );
}
