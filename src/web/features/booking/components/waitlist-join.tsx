import { useId, useState } from 'react';
import { Link } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';
import { parseSlotLabel } from '@shared/scheduling/slots';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert, FormNotice } from '@web/components/ui/form-alert';
import { SelectField } from '@web/components/ui/select-field';
import { useJoinWaitlist } from '@web/features/booking/api/join-waitlist';
import styles from '@web/features/booking/components/waitlist.module.css';
import { isApiClientError } from '@web/lib/api-client';
import { useFormat } from '@web/lib/i18n';
import { useLingui } from '@lingui/react';

interface WaitlistJoinProps {
  serviceId: string;
  date: string;
  /** The saved pet the booking is for; '' for a pet typed in, which the waitlist cannot take. */
  petId: string;
  petName: string;
  /** The service's length for this pet: the range's end options are when a time would finish. */
  durationMinutes: number;
  /** The day's times as the slot picker shows them, none free. */
  times: readonly string[];
}

/**
 * Step 3 on a day with no free time (issue 14): join the waitlist for the service and
 * date, for the saved pet, optionally only for times that fit between two times of the
 * day. The server emails a link when a time that suits frees up; the first to book it
 * gets it. The customer sees and leaves the entry on /check-appointment.
 */
export function WaitlistJoin({ serviceId, date, petId, petName, durationMinutes, times }: WaitlistJoinProps) {
  const { _ } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const join = useJoinWaitlist();
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [attempt, setAttempt] = useState(0);
  const starts = times.flatMap((time) => {
    const minutes = parseSlotLabel(time);
    return minutes === undefined ? [] : [minutes];
  });
  const backwards = from !== '' && until !== '' && Number(from) >= Number(until);

  const submit = () => {
    if (backwards || join.isPending) return;
    setAttempt((count) => count + 1);
    join.mutate({
      serviceId,
      petId,
      date,
      ...(from === '' ? {} : { fromMinute: Number(from) }),
      ...(until === '' ? {} : { toMinute: Number(until) }),
    });
  };

  return (
    <section className={styles.join} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {_('screens.waitlist.joinHeading')}
      </h3>
      {join.isSuccess ? (
        <FormNotice>
          <p>{_('screens.waitlist.joined', { pet: petName, date: format.longDate(date) })}</p>
          <p>
            <Link to={paths.checkAppointment.getHref()}>{_('screens.waitlist.seeEntries')}</Link>
          </p>
        </FormNotice>
      ) : petId === '' ? (
        <p className={styles.text}>{_('screens.waitlist.needsSavedPet', { pet: petName })}</p>
      ) : (
        // Not a <form>: it sits inside the step's own form, whose submit is Confirm.
        <>
          <p className={styles.text}>{_('screens.waitlist.joinIntro', { pet: petName })}</p>
          {join.isError && (
            <FormAlert key={attempt}>
              <p>{isApiClientError(join.error) ? join.error.message : _('screens.waitlist.joinFailed')}</p>
            </FormAlert>
          )}
          {starts.length > 0 && (
            <>
              <div className={styles.range}>
                <SelectField label={_('screens.waitlist.from')} value={from} onChange={(event) => setFrom(event.target.value)}>
                  <option value="">{_('screens.waitlist.anyTime')}</option>
                  {starts.map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {format.time(minutes)}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={_('screens.waitlist.until')}
                  value={until}
                  onChange={(event) => setUntil(event.target.value)}
                  error={backwards ? _('errors.waitlist.rangeOrder') : undefined}
                >
                  <option value="">{_('screens.waitlist.anyTime')}</option>
                  {starts.filter((minutes) => minutes + durationMinutes < 24 * 60).map((minutes) => (
                    <option key={minutes} value={minutes + durationMinutes}>
                      {format.time(minutes + durationMinutes)}
                    </option>
                  ))}
                </SelectField>
              </div>
              <p className={styles.hint}>{_('screens.waitlist.rangeHint')}</p>
            </>
          )}
          <div className={styles.actions}>
            <button type="button" className={buttonClass('accent')} onClick={submit} disabled={join.isPending}>
              {join.isPending ? _('screens.waitlist.joining') : _('screens.waitlist.join')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
