import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import type { AppointmentBook } from '@shared/contracts/appointment-book';
import type { OwnerBookingBody } from '@shared/contracts/owner-booking';
import { RepeatVisits } from '@web/components/repeat-visits/repeat-visits';
import { noRepeat, repeatBodyOf, type RepeatChoice, type VisitTime } from '@web/components/repeat-visits/repeat-choice';
import { buttonClass } from '@web/components/ui/button-class';
import { FieldError } from '@web/components/ui/field-error';
import { FormAlert } from '@web/components/ui/form-alert';
import { SelectField } from '@web/components/ui/select-field';
import { TextAreaField } from '@web/components/ui/text-area-field';
import { TextField } from '@web/components/ui/text-field';
import { isApiClientError } from '@web/lib/api-client';
import { saveProblemOf, useRefusal } from '@web/lib/form-errors';
import { useFormat } from '@web/lib/i18n';
import { previewOwnerBooking, useBookForCustomer } from '@web/features/console-appointments/api/book-for-customer';
import { useFindCustomers } from '@web/features/console-appointments/api/find-customers';
import { useBookingTimes } from '@web/features/console-appointments/api/get-booking-times';
import { useCustomerPets } from '@web/features/console-appointments/api/get-customer-pets';
import type { ActionDone } from '@web/features/console-appointments/components/action-done';
import styles from '@web/features/console-appointments/components/console-appointments.module.css';

const fields = ['customerId', 'petId', 'serviceId', 'providerId', 'date', 'time', 'specialInstructions', 'visits'] as const;
type Field = (typeof fields)[number];
const saveWords = { failed: 'screens.console.booking.failed', fixFields: 'screens.console.booking.fixFields' };

interface BookVisitFormProps {
  /** The book's choices: every service and provider. */
  choices: Pick<AppointmentBook, 'services' | 'providers'>;
  today: string;
  onDone: (done: ActionDone) => void;
  onCancel: () => void;
}

/**
 * The owner books for a customer (issue 29 item 1, ADR 0052): a customer found by name or
 * email, one of their saved pets, a service, a provider or whoever is free, a date and one
 * of the free times the server offers for that pet, and optionally a repeat with the
 * wizard's preview (components/repeat-visits), a taken visit resolved there. Booked all
 * or none by booking's rules; the customer is mailed.
 */
export function BookVisitForm({ choices, today, onDone, onCancel }: BookVisitFormProps) {
  const { _ } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [customerId, setCustomerId] = useState('');
  const [petId, setPetId] = useState('');
  const [serviceId, setServiceId] = useState('');
  const [providerId, setProviderId] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [instructions, setInstructions] = useState('');
  const [repeat, setRepeat] = useState<RepeatChoice>(noRepeat);
  const [seriesVisits, setSeriesVisits] = useState<VisitTime[] | undefined>(undefined);
  const onSeriesVisits = useCallback((visits: VisitTime[] | undefined) => setSeriesVisits(visits), []);
  const { problem, attempt, refuse, clear } = useRefusal<Field>(fields);
  const book = useBookForCustomer();
  const attemptKey = useRef<{ signature: string; key: string } | undefined>(undefined);

  const customers = useFindCustomers(search);
  const pets = useCustomerPets(customerId);
  const subject = customerId && petId && serviceId ? { customerId, petId, serviceId, ...(providerId ? { providerId: Number(providerId) } : {}) } : undefined;
  const times = useBookingTimes(subject && date ? { ...subject, date } : undefined);
  const slots = times.data?.slots ?? [];
  const timesRefusal = times.isError ? (isApiClientError(times.error) ? times.error.message : _('screens.console.appointments.timesFailed')) : undefined;
  const chosenPet = pets.data?.find((pet) => pet.id === petId);

  const pickCustomer = (id: string) => {
    setCustomerId(id);
    setPetId('');
    setTime('');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (book.isPending) return;
    const missing: Partial<Record<Field, string>> = {};
    if (!customerId) missing.customerId = _('screens.console.booking.pickCustomer');
    if (!petId) missing.petId = _('screens.console.booking.pickPet');
    if (!serviceId) missing.serviceId = _('screens.console.booking.pickService');
    if (!date) missing.date = _('screens.console.booking.pickDate');
    else if (!time) missing.time = _('screens.console.booking.pickTime');
    if (Object.keys(missing).length > 0) return refuse(form, { message: _(saveWords.fixFields), fields: missing });
    if (repeat.on && !seriesVisits) return refuse(form, { message: _('screens.booking.repeat.previewFirst'), fields: {} });
    const asked: Omit<OwnerBookingBody, 'idempotencyKey'> = {
      customerId,
      petId,
      serviceId,
      ...(providerId ? { providerId: Number(providerId) } : {}),
      date,
      time,
      ...(instructions.trim() ? { specialInstructions: instructions } : {}),
      ...(repeat.on && seriesVisits ? { repeat: repeatBodyOf(repeat), visits: seriesVisits } : {}),
    };
    // The same request sent again (a retry after a failure) keeps its key, so it books once.
    const signature = JSON.stringify(asked);
    if (attemptKey.current?.signature !== signature) attemptKey.current = { signature, key: crypto.randomUUID() };
    clear();
    book.mutate(
      { ...asked, idempotencyKey: attemptKey.current.key },
      {
        onSuccess: ({ appointments }) => {
          const first = appointments[0];
          const words = { count: appointments.length, pet: chosenPet?.name ?? '', date: format.longDate(date), time: first ? format.timeOf(first.startsAt) : time };
          onDone({ notice: _('screens.console.booking.booked', words), movedTo: date });
        },
        onError: (error) => refuse(form, saveProblemOf(error, fields, _, saveWords)),
      },
    );
  };

  return (
    <form className={styles.bookForm} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>{_('screens.console.booking.title')}</h2>
      <p className={styles.muted}>{_('screens.console.booking.terms')}</p>
      {problem && Object.keys(problem.fields).length === 0 && (
        <FormAlert key={attempt}>
          <p>{problem.message}</p>
        </FormAlert>
      )}
      <fieldset className={styles.bookGroup}>
        <legend>{_('screens.console.booking.customer')}</legend>
        <TextField
          label={_('screens.console.booking.findCustomer')}
          hint={_('screens.console.booking.findHint')}
          type="search"
          name="customerSearch"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {customers.data && customers.data.length === 0 && <p className={styles.muted}>{_('screens.console.booking.noCustomers')}</p>}
        {customers.data && customers.data.length > 0 && (
          <fieldset className={styles.bookGroup} aria-describedby={problem?.fields.customerId ? `${headingId}-customer` : undefined}>
            <legend className="visually-hidden">{_('screens.console.booking.customersFound')}</legend>
            {customers.data.map((customer) => (
              <label key={customer.id} className={styles.choice}>
                <input type="radio" name="customerId" value={customer.id} checked={customerId === customer.id} onChange={() => pickCustomer(customer.id)} />
                {_('screens.console.booking.customerChoice', { name: customer.name, email: customer.email })}
              </label>
            ))}
          </fieldset>
        )}
        <FieldError id={`${headingId}-customer`} message={problem?.fields.customerId} announce={false} />
      </fieldset>
      {customerId && pets.data && pets.data.length === 0 && <p className={styles.muted}>{_('screens.console.booking.noPets')}</p>}
      <div className={styles.inline}>
        {customerId && pets.data && pets.data.length > 0 && (
          <SelectField label={_('screens.console.booking.pet')} name="petId" value={petId} onChange={(event) => { setPetId(event.target.value); setTime(''); }} error={problem?.fields.petId}>
            <option value="">{_('screens.console.booking.choose')}</option>
            {pets.data.map((pet) => (
              <option key={pet.id} value={pet.id}>
                {pet.name}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField label={_('screens.console.booking.service')} name="serviceId" value={serviceId} onChange={(event) => { setServiceId(event.target.value); setTime(''); }} error={problem?.fields.serviceId}>
          <option value="">{_('screens.console.booking.choose')}</option>
          {choices.services.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={_('screens.console.booking.provider')} name="providerId" value={providerId} onChange={(event) => { setProviderId(event.target.value); setTime(''); }} error={problem?.fields.providerId}>
          <option value="">{_('screens.console.booking.anyProvider')}</option>
          {choices.providers.map((provider) => (
            <option key={provider.id} value={String(provider.id)}>
              {provider.displayName}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={styles.inline}>
        <TextField
          type="date"
          label={_('screens.console.booking.date')}
          name="date"
          value={date}
          min={today}
          error={problem?.fields.date ?? timesRefusal}
          onChange={(event) => {
            setDate(event.target.value);
            setTime('');
          }}
        />
        {times.data && slots.length === 0 && <p className={styles.muted}>{_('screens.console.appointments.noFreeTimes')}</p>}
        <SelectField label={_('screens.console.booking.time')} name="time" value={time} disabled={slots.length === 0} onChange={(event) => setTime(event.target.value)} error={problem?.fields.time}>
          <option value="">{_('screens.console.booking.choose')}</option>
          {slots.map((slot) => (
            <option key={slot.time} value={slot.time}>
              {format.timeOf(slot.startsAt)}
            </option>
          ))}
        </SelectField>
      </div>
      {times.data?.terms && <p className={styles.muted}>{_('screens.console.booking.terms.pet', { duration: times.data.terms.duration, price: format.money(times.data.terms.priceCents) })}</p>}
      <TextAreaField
        label={_('screens.console.booking.instructions')}
        name="specialInstructions"
        rows={2}
        maxLength={500}
        value={instructions}
        onChange={(event) => setInstructions(event.target.value)}
        error={problem?.fields.specialInstructions}
      />
      <RepeatVisits
        date={date}
        time={time}
        previewKey={JSON.stringify(subject ?? null)}
        preview={(rule) => previewOwnerBooking({ ...subject!, date, time, repeat: rule })}
        choice={repeat}
        onChange={setRepeat}
        onVisits={onSeriesVisits}
        audience="shop"
      />
      <div className={styles.inline}>
        <button type="submit" className={buttonClass('primary')} disabled={book.isPending}>
          {book.isPending ? _('screens.console.booking.booking') : _('screens.console.booking.book')}
        </button>
        <button type="button" className={buttonClass('outline')} onClick={onCancel}>
          {_('screens.console.booking.close')}
        </button>
      </div>
    </form>
  );
}
