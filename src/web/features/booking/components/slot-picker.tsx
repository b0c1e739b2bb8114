import { useEffect, useId } from 'react';
import { bookingRuleMessages } from '@shared/contracts/booking-rules';
import { startRefusal } from '@shared/scheduling/booking-windows';
import { siteConfig } from '@shared/site-config/site-config';
import { buttonClass } from '@web/components/ui/button-class';
import { useAvailability, type PetLooks } from '@web/features/booking/api/get-availability';
import { useBookingRules } from '@web/features/booking/api/get-booking-rules';
import { isApiClientError } from '@web/lib/api-client';
import { FieldError } from '@web/components/ui/field-error';
import styles from '@web/features/booking/components/slot-picker.module.css';
import { useLingui } from '@lingui/react';
import { useFormat, useWords } from '@web/lib/i18n';

interface SlotPickerProps {
  serviceId: string;
  /** The pet's size and coat: the slots fit the service's length for it (issue 14). */
  looks?: PetLooks;
  /** A bookable date, or undefined while none is picked. */
  date: string | undefined;
  selected: string;
  onSelect: (time: string) => void;
  error?: string | undefined;
}

/**
 * The day's times as toggle buttons (aria-pressed) from real availability: the
 * providers' hours on the owner's grid (the spec's 16 on a fresh install).
 * Unavailable ones stay focusable but are aria-disabled, crossed out and cannot
 * be picked. A picked time that is no longer available (fresh slots after
 * someone else booked it) is dropped. Times crossed out because they are sooner than
 * the owner's minimum notice come with the rule's words and the shop's phone number.
 */
export function SlotPicker({ serviceId, looks, date, selected, onSelect, error }: SlotPickerProps) {
  const labelId = useId();
  const errorId = useId();
  const { _ } = useLingui();
  const format = useFormat();
  const words = useWords();
  const availability = useAvailability(serviceId, date, looks);
  const rules = useBookingRules();
  const slots = availability.data;

  const selectedStillFree = slots === undefined || selected === '' || slots.some((s) => s.time === selected && s.available);
  useEffect(() => {
    if (!selectedStillFree) onSelect('');
  }, [selectedStillFree, onSelect]);

  const errorMessage = <FieldError id={errorId} message={error} />;

  if (date === undefined) {
    return (
      <div className={styles.picker}>
        <p className={styles.label}>{_('screens.appointment.time')}</p>
        <p className={styles.hint}>{_('screens.booking.chooseDateFirst')}</p>
        {errorMessage}
      </div>
    );
  }
  if (availability.isPending) {
    return (
      <div className={styles.picker}>
        <p className={styles.label}>{_('screens.appointment.time')}</p>
        <p role="status" className={styles.hint}>
          {_('screens.booking.loadingTimes')}
        </p>
      </div>
    );
  }
  if (availability.isError) {
    const serverSays = isApiClientError(availability.error) && availability.error.status === 422;
    return (
      <div className={styles.picker}>
        <p className={styles.label}>{_('screens.appointment.time')}</p>
        <div role="alert" className={styles.loadError}>
          <p>{serverSays ? availability.error.message : _('screens.booking.timesLoadFailed')}</p>
          <button type="button" className={buttonClass('outline', { size: 'small' })} onClick={() => availability.refetch()}>
            {_('common.tryAgain')}
          </button>
        </div>
      </div>
    );
  }

  const freeCount = slots!.filter((s) => s.available).length;
  const notice = rules.data?.minNoticeMinutes;
  const now = new Date();
  const tooSoon =
    notice !== undefined && slots!.some((s) => !s.available && startRefusal(new Date(s.startsAt), now, notice) === 'too-soon')
      ? words(bookingRuleMessages.tooSoon(notice))
      : undefined;
  return (
    <div className={styles.picker}>
      <p id={labelId} className={styles.label}>
        {_('screens.booking.availableTimesFor', { date: format.longDate(date) })}
      </p>
      <p className={styles.hint}>
        {_('screens.booking.timesHint', { city: siteConfig.address.city })}
        {slots!.length === 0 ? ` ${_('screens.booking.noTimesThatDay')}` : freeCount === 0 && ` ${_('screens.booking.dayFull')}`}
      </p>
      {tooSoon && (
        <p role="alert" className={styles.notice}>
          {tooSoon}
        </p>
      )}
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        className={styles.slots}
        aria-busy={availability.isFetching || undefined}
      >
        {slots!.map((slot) => (
          // Named "time", so a failed confirm can focus the group (lib/form-errors).
          <button
            key={slot.time}
            name="time"
            value={slot.time}
            type="button"
            className={styles.slot}
            aria-pressed={slot.time === selected}
            aria-disabled={slot.available ? undefined : true}
            onClick={() => {
              if (slot.available) onSelect(slot.time);
            }}
          >
            {format.timeOf(slot.startsAt)}
          </button>
        ))}
      </div>
      {errorMessage}
    </div>
  );
}
