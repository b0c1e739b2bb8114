import { useEffect, useId } from 'react';
import { siteConfig } from '@shared/site-config/site-config';
import { buttonClass } from '@web/components/ui/button-class';
import { useAvailability } from '@web/features/booking/api/get-availability';
import { formatLongDate } from '@web/lib/format-long-date';
import { isApiClientError } from '@web/lib/api-client';
import { FieldError } from '@web/components/ui/field-error';
import styles from '@web/features/booking/components/slot-picker.module.css';

interface SlotPickerProps {
  serviceId: string;
  /** A bookable date, or undefined while none is picked. */
  date: string | undefined;
  selected: string;
  onSelect: (time: string) => void;
  error?: string | undefined;
}

/**
 * The day's 16 times as toggle buttons (aria-pressed) from real availability.
 * Unavailable ones stay focusable but are aria-disabled, crossed out and cannot
 * be picked. A picked time that is no longer available (fresh slots after
 * someone else booked it) is dropped.
 */
export function SlotPicker({ serviceId, date, selected, onSelect, error }: SlotPickerProps) {
  const labelId = useId();
  const errorId = useId();
  const availability = useAvailability(serviceId, date);
  const slots = availability.data;

  const selectedStillFree = slots === undefined || selected === '' || slots.some((s) => s.time === selected && s.available);
  useEffect(() => {
    if (!selectedStillFree) onSelect('');
  }, [selectedStillFree, onSelect]);

  const errorMessage = <FieldError id={errorId} message={error} />;

  if (date === undefined) {
    return (
      <div className={styles.picker}>
        <p className={styles.label}>Time</p>
        <p className={styles.hint}>Choose a date to see the available times.</p>
        {errorMessage}
      </div>
    );
  }
  if (availability.isPending) {
    return (
      <div className={styles.picker}>
        <p className={styles.label}>Time</p>
        <p role="status" className={styles.hint}>
          Loading available times...
        </p>
      </div>
    );
  }
  if (availability.isError) {
    const serverSays = isApiClientError(availability.error) && availability.error.status === 422;
    return (
      <div className={styles.picker}>
        <p className={styles.label}>Time</p>
        <div role="alert" className={styles.loadError}>
          <p>{serverSays ? availability.error.message : "We couldn't load the available times."}</p>
          <button type="button" className={buttonClass('outline', { size: 'small' })} onClick={() => availability.refetch()}>
            Try again
          </button>
        </div>
      </div>
    );
  }

  const freeCount = slots!.filter((s) => s.available).length;
  return (
    <div className={styles.picker}>
      <p id={labelId} className={styles.label}>
        Available times for {formatLongDate(date)}
      </p>
      <p className={styles.hint}>
        Times are in {siteConfig.address.city} time. Crossed-out times are not available.
        {freeCount === 0 && ' Every time on this day is taken; please choose another date.'}
      </p>
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
            {slot.time}
          </button>
        ))}
      </div>
      {errorMessage}
    </div>
  );
}
