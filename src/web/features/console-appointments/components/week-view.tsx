import { useId } from 'react';
import { useLingui } from '@lingui/react';
import type { ConsoleAppointment } from '@shared/contracts/appointment-book';
import { useFormat } from '@web/lib/i18n';
import { AppointmentItem } from '@web/features/console-appointments/components/appointment-item';
import styles from '@web/features/console-appointments/components/console-appointments.module.css';

/**
 * The week as seven days in order, each under its own heading with its appointments as
 * a list, so a screen reader can jump day to day by heading and hear how many each has.
 */
export function WeekView({
  days,
  today,
  appointments,
  openId,
  detailsId,
  onOpen,
}: {
  days: string[];
  today: string;
  appointments: ConsoleAppointment[];
  openId: string;
  detailsId: string;
  onOpen: (id: string) => void;
}) {
  const { _ } = useLingui();
  const format = useFormat();
  const idPrefix = useId();
  return (
    <div className={styles.week}>
      {days.map((day) => {
        const ofDay = appointments.filter((appointment) => appointment.date === day);
        const headingId = `${idPrefix}-${day}`;
        return (
          <section key={day} className={styles.day} aria-labelledby={headingId}>
            <h3 id={headingId} className={styles.dayHeading}>
              {format.longDate(day)}
              {day === today && <span className={styles.today}>{_('screens.console.appointments.today')}</span>}
            </h3>
            {ofDay.length === 0 ? (
              <p className={styles.muted}>{_('screens.console.appointments.noneThatDay')}</p>
            ) : (
              <ul className={styles.items} aria-label={_('screens.console.appointments.countOfDay', { count: ofDay.length, date: format.longDate(day) })}>
                {ofDay.map((appointment) => (
                  <li key={appointment.id}>
                    <AppointmentItem appointment={appointment} open={appointment.id === openId} detailsId={detailsId} onOpen={onOpen} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
