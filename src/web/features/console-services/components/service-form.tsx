import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { Link } from '@web/lib/routing';
import {
  DESCRIPTION_MAX,
  REBOOK_WEEKS_MAX,
  SERVICE_DURATION_MAX,
  SERVICE_DURATION_MIN,
  SERVICE_NAME_MAX,
  serviceBodySchema,
  type ConsoleService,
  type ConsoleServiceList,
} from '@shared/contracts/console-catalogue';
import { petTypes } from '@shared/contracts/pet-rules';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { focusFirstInvalid, saveProblemOf, validateWith, type SaveProblem } from '@web/lib/form-errors';
import { isApiClientError } from '@web/lib/api-client';
import { vaccines } from '@shared/contracts/pet-care';
import { ServiceOptionsField } from '@web/features/console-services/components/service-options-field';
import { usePetLabels } from '@web/lib/pet-labels';
import { useSaveService } from '@web/features/console-services/api/save-service';
import { TextAreaField } from '@web/components/ui/text-area-field';
import { SelectField } from '@web/components/ui/select-field';
import { CheckboxGroup } from '@web/features/console-services/components/field-controls';
import {
  emptyServiceForm,
  saveWords,
  serviceBodyOf,
  serviceFields,
  serviceFormValuesOf,
  toggled,
  type ServiceField,
  type ServiceFormValues,
} from '@web/features/console-services/lib/service-form';
import styles from '@web/features/console-services/components/console-services.module.css';

interface ServiceFormProps {
  /** The service to edit; without one the form adds a new service. */
  service?: ConsoleService | undefined;
  /** The categories and providers to choose from. */
  catalogue: ConsoleServiceList;
  /** Names the form for assistive technology: the screen's heading. */
  title: string;
  onSaved: (service: ConsoleService) => void;
}

/**
 * A service's form, new or edit (issue 12): checked with the server's own contract
 * before anything is sent; a refused save keeps everything typed, marks the fields the
 * server named and moves focus to the first of them.
 */
export function ServiceForm({ service, catalogue, title, onSaved }: ServiceFormProps) {
  const { _ } = useLingui();
  const labels = usePetLabels();
  const save = useSaveService();
  const [values, setValues] = useState<ServiceFormValues>(() =>
    service ? serviceFormValuesOf(service) : emptyServiceForm(catalogue.categories[0]?.id),
  );
  const [problem, setProblem] = useState<SaveProblem<ServiceField>>();
  /** The size and coat rows' refused cells, by path ("options.1.coat"). */
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  // Set before the request leaves, so a second Enter in the same moment sends nothing.
  const saving = useRef(false);

  const change = <Field extends ServiceField>(field: Field, value: ServiceFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field the owner touches stops being marked; the others stay until the next save.
    setProblem((current) => {
      if (!current?.fields[field]) return current;
      const { [field]: _fixed, ...rest } = current.fields;
      return { ...current, fields: rest };
    });
  };

  const refuse = (refused: SaveProblem<ServiceField>) => {
    setProblem(refused);
    setAttempt((count) => count + 1);
  };

  // After each refusal is drawn, so focus lands on a field that already says what is wrong.
  useLayoutEffect(() => {
    if (attempt > 0 && problem && form.current) focusFirstInvalid(form.current, serviceFields, problem.fields);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refusal, not on every edit of its marks
  }, [attempt]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.current) return;
    const checked = validateWith<typeof serviceBodySchema, ServiceField>(serviceBodySchema, serviceBodyOf(values), _);
    if (checked.errors) {
      setRowErrors(optionErrorsOf(validateWith(serviceBodySchema, serviceBodyOf(values), _, 'path').errors ?? {}));
      return refuse({ message: _('screens.console.services.fixFields'), fields: checked.errors });
    }
    setProblem(undefined);
    setRowErrors({});
    saving.current = true;
    save.mutate(
      { serviceId: service?.id, body: serviceBodyOf(values) },
      {
        onSuccess: onSaved,
        onError: (error) => {
          setRowErrors(optionErrorsOf(isApiClientError(error) ? (error.fields ?? {}) : {}));
          refuse(saveProblemOf(error, serviceFields, _, saveWords.service));
        },
        onSettled: () => {
          saving.current = false;
        },
      },
    );
  };

  const errors = problem?.fields ?? {};
  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-label={title}>
      {problem && (
        // The first field to fix takes focus; a refusal about no field, the alert.
        <FormAlert key={attempt} takeFocus={Object.keys(problem.fields).length === 0}>
          <p>{problem.message}</p>
        </FormAlert>
      )}
      <SelectField
        label={_('screens.console.services.category')}
        name="categoryId"
        value={values.categoryId}
        onChange={(event) => change('categoryId', event.target.value)}
        error={errors.categoryId}
      >
        <option value="">{_('screens.console.services.chooseCategory')}</option>
        {catalogue.categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={_('screens.console.services.name')}
        name="name"
        autoComplete="off"
        maxLength={SERVICE_NAME_MAX}
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
        error={errors.name}
      />
      <TextAreaField
        label={_('screens.console.services.description')}
        name="description"
        maxLength={DESCRIPTION_MAX}
        value={values.description}
        onChange={(event) => change('description', event.target.value)}
        error={errors.description}
      />
      <TextField
        label={_('screens.console.services.durationLabel')}
        hint={_('screens.console.services.durationHint', { min: SERVICE_DURATION_MIN, max: SERVICE_DURATION_MAX })}
        name="durationMinutes"
        type="number"
        inputMode="numeric"
        min={SERVICE_DURATION_MIN}
        max={SERVICE_DURATION_MAX}
        step={5}
        value={values.durationMinutes}
        onChange={(event) => change('durationMinutes', event.target.value)}
        error={errors.durationMinutes}
      />
      <TextField
        label={_('screens.console.services.priceLabel')}
        hint={_('screens.console.services.priceHint')}
        name="price"
        inputMode="decimal"
        autoComplete="off"
        value={values.price}
        onChange={(event) => change('price', event.target.value)}
        error={errors.price}
      />
      <TextField
        label={_('screens.console.services.rebookWeeksLabel')}
        hint={_('screens.console.services.rebookWeeksHint', { max: REBOOK_WEEKS_MAX })}
        name="rebookWeeks"
        type="number"
        inputMode="numeric"
        min={1}
        max={REBOOK_WEEKS_MAX}
        step={1}
        value={values.rebookWeeks}
        onChange={(event) => change('rebookWeeks', event.target.value)}
        error={errors.rebookWeeks}
      />
      <SelectField
        label={_('screens.console.services.depositKindLabel')}
        name="depositKind"
        value={values.depositKind}
        onChange={(event) => {
          const depositKind = event.target.value as ServiceFormValues['depositKind'];
          // Another kind reads the figure differently: it is typed again.
          setValues((current) => ({ ...current, depositKind, deposit: '' }));
          change('deposit', '');
        }}
      >
        <option value="none">{_('screens.console.services.depositNone')}</option>
        <option value="fixed">{_('screens.console.services.depositFixed')}</option>
        <option value="percent">{_('screens.console.services.depositPercent')}</option>
      </SelectField>
      {values.depositKind !== 'none' && (
        <TextField
          label={values.depositKind === 'fixed' ? _('screens.console.services.depositAmountLabel') : _('screens.console.services.depositPercentLabel')}
          hint={_('screens.console.services.depositKindHint')}
          name="deposit"
          inputMode={values.depositKind === 'fixed' ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={values.deposit}
          onChange={(event) => change('deposit', event.target.value)}
          error={errors.deposit}
        />
      )}
      <CheckboxGroup
        legend={_('screens.console.services.petTypes')}
        name="petTypes"
        options={petTypes.map((type) => ({ value: type, label: labels.type(type) }))}
        checked={values.petTypes}
        onToggle={(type, on) => change('petTypes', toggled(values.petTypes, type, on))}
        error={errors.petTypes}
      />
      <ServiceOptionsField
        rows={values.options}
        onChange={(rows) => {
          change('options', rows);
          setRowErrors({});
        }}
        rowErrors={rowErrors}
        error={errors.options}
      />
      <CheckboxGroup
        legend={_('screens.console.services.requiredVaccines')}
        hint={_('screens.console.services.requiredVaccinesHint')}
        name="requiredVaccines"
        options={vaccines.map((vaccine) => ({ value: vaccine, label: labels.vaccine(vaccine) }))}
        checked={values.requiredVaccines}
        onToggle={(vaccine, on) => change('requiredVaccines', toggled(values.requiredVaccines, vaccine, on))}
        error={errors.requiredVaccines}
      />
      <CheckboxGroup
        legend={_('screens.console.services.providers')}
        hint={_('screens.console.services.providersHint')}
        name="providerIds"
        options={catalogue.providers.map((provider) => ({ value: provider.id, label: provider.displayName }))}
        checked={values.providerIds}
        onToggle={(id, on) => change('providerIds', toggled(values.providerIds, id, on))}
        error={errors.providerIds}
      />
      <ActiveField active={values.active} onChange={(active) => change('active', active)} />
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
          {save.isPending ? _('screens.console.services.saving') : _('screens.console.services.save')}
        </button>
        <Link to={paths.consoleServices.getHref()} className={buttonClass('outline')}>
          {_('screens.console.services.cancel')}
        </Link>
      </div>
    </form>
  );
}

/** The refused cells of the size and coat rows, by path; the rest are marked by field. */
function optionErrorsOf(errors: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => /^options\.\d+\./.test(entry[0]) && entry[1] !== undefined));
}

/** Whether customers can book it: unticked, the service leaves the booking wizard but stays here. */
function ActiveField({ active, onChange }: { active: boolean; onChange: (active: boolean) => void }) {
  const { _ } = useLingui();
  return (
    <CheckboxGroup
      legend={_('screens.console.services.availability')}
      hint={_('screens.console.services.activeHint')}
      name="active"
      options={[{ value: 'active', label: _('screens.console.services.active') }]}
      checked={active ? ['active'] : []}
      onToggle={(_value, on) => onChange(on)}
    />
  );
}
