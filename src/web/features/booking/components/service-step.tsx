import { useId, type FormEvent } from 'react';
import type { ServiceCategory, ServiceCategoryId } from '@shared/contracts/booking';
import { buttonClass } from '@web/components/ui/button-class';
import { FieldError } from '@web/components/ui/field-error';
import type { BookingDraft, DraftErrors } from '@web/features/booking/lib/booking-draft';
import styles from '@web/features/booking/components/booking-wizard.module.css';
import { useLingui } from '@lingui/react';
import { useFormat } from '@web/lib/i18n';
import { usePetLabels } from '@web/lib/pet-labels';

export const serviceFieldOrder = ['categoryId', 'serviceId'] as const;

interface ServiceStepProps {
  categories: readonly ServiceCategory[];
  draft: BookingDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<BookingDraft>) => void;
  /** Next: the wizard checks the step and moves on, or focuses the first error. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** Step 1: a category, then one of its services; an empty category is "coming soon" (spec §3). */
export function ServiceStep({ categories, draft, errors, onChange, onSubmit }: ServiceStepProps) {
  const { _ } = useLingui();
  const format = useFormat();
  const pet = usePetLabels();
  const categoryErrorId = useId();
  const serviceErrorId = useId();
  const idPrefix = useId();
  const category = categories.find((c) => c.id === draft.categoryId);

  const chooseCategory = (categoryId: ServiceCategoryId) => {
    const chosen = categories.find((c) => c.id === categoryId);
    const keepsService = chosen?.services.some((s) => s.id === draft.serviceId) ?? false;
    onChange({ categoryId, serviceId: keepsService ? draft.serviceId : '' });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.group} aria-describedby={errors.categoryId ? categoryErrorId : undefined}>
        <legend>{_('screens.booking.chooseCategory')}</legend>
        <div className={styles.cards}>
          {categories.map((c) => (
            <label key={c.id} className={styles.card}>
              <input
                type="radio"
                name="categoryId"
                value={c.id}
                checked={draft.categoryId === c.id}
                onChange={() => chooseCategory(c.id)}
                aria-labelledby={`${idPrefix}-${c.id}-name`}
                aria-describedby={`${idPrefix}-${c.id}-text`}
              />
              <span id={`${idPrefix}-${c.id}-name`} className={styles.cardTitle}>
                {c.name}
              </span>
              <span id={`${idPrefix}-${c.id}-text`} className={styles.cardText}>
                {c.description}{' '}
                {c.services.length === 0 && <span className={styles.soon}>{_('screens.booking.comingSoon')}</span>}
              </span>
            </label>
          ))}
        </div>
        <FieldError id={categoryErrorId} message={errors.categoryId} />
      </fieldset>

      {category &&
        (category.services.length === 0 ? (
          <p className={styles.comingSoon} role="status">
            {_('screens.booking.categoryComingSoon', { category: category.name })}
          </p>
        ) : (
          <fieldset className={styles.group} aria-describedby={errors.serviceId ? serviceErrorId : undefined}>
            <legend>{_('screens.booking.chooseService')}</legend>
            <div className={styles.cards}>
              {category.services.map((service) => (
                <label key={service.id} className={styles.card}>
                  <input
                    type="radio"
                    name="serviceId"
                    value={service.id}
                    checked={draft.serviceId === service.id}
                    onChange={() => onChange({ serviceId: service.id })}
                    aria-labelledby={`${idPrefix}-${service.id}-name`}
                    aria-describedby={`${idPrefix}-${service.id}-text ${idPrefix}-${service.id}-meta`}
                  />
                  <span id={`${idPrefix}-${service.id}-name`} className={styles.cardTitle}>
                    {service.name}
                  </span>
                  <span id={`${idPrefix}-${service.id}-text`} className={styles.cardText}>
                    {service.description}
                  </span>
                  <span id={`${idPrefix}-${service.id}-meta`} className={styles.cardMeta}>
                    {_('screens.booking.serviceMeta', {
                      duration: _('screens.booking.duration', { minutes: service.durationMinutes }),
                      price: format.price(service.priceCents),
                      petTypes: service.petTypes.map(pet.type).join(', '),
                    })}
                  </span>
                </label>
              ))}
            </div>
            <FieldError id={serviceErrorId} message={errors.serviceId} />
          </fieldset>
        ))}
      {category?.services.length === 0 && <FieldError id={serviceErrorId} message={errors.serviceId} />}

      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')}>
          {_('screens.booking.next')}
        </button>
      </div>
    </form>
  );
}
