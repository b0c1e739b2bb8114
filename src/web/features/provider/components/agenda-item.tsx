import type { ProviderAppointment } from '@shared/contracts/providers';
import styles from '@web/features/provider/components/agenda-item.module.css';
import { useLingui } from '@lingui/react';
import { useFormat } from '@web/lib/i18n';
import { usePetLabels } from '@web/lib/pet-labels';
import { AppointmentBadges } from '@web/features/provider/components/appointment-badges';
import { useId } from 'react';
import { VisitWaiver } from '@web/components/appointments/visit-waiver';
import { WrittenReportCard } from '@web/features/provider/components/written-report-card';

/**
 * One appointment of the dashboard's agenda: what the provider needs to prepare for it, and
 * for a visit done today its report card to read again, its heading a level below the list's.
 */
export function AgendaItem({ appointment, cardHeadingLevel = 3 }: { appointment: ProviderAppointment; cardHeadingLevel?: 3 | 4 }) {
  const { _ } = useLingui();
  const format = useFormat();
  const pet = usePetLabels();
  const petId = useId();
  const { startsAt, petName, petType, petBreed, petAge, serviceName, ownerName, specialInstructions } =
    appointment;
  return (
    <li className={styles.item}>
      <time className={styles.time} dateTime={startsAt}>
        {format.timeOf(startsAt)}
      </time>
      <div className={styles.body}>
        <div className={styles.head}>
          <p id={petId} className={styles.pet}>
            <strong>{petName}</strong>
            <span className={styles.petDetails}>
              {pet.type(petType)} · {pet.breed(petBreed)} · {petAge}
            </span>
          </p>
          <AppointmentBadges appointment={appointment} />
        </div>
        <dl className={styles.details}>
          <div>
            <dt>{_('screens.appointment.service')}</dt>
            <dd>{serviceName}</dd>
          </div>
          <div>
            <dt>{_('screens.appointment.owner')}</dt>
            <dd>{ownerName}</dd>
          </div>
          <div>
            <dt>{_('screens.appointment.waiver')}</dt>
            <dd>
              <VisitWaiver waiver={appointment.waiver} />
            </dd>
          </div>
          {specialInstructions && (
            <div>
              <dt>{_('screens.appointment.specialInstructions')}</dt>
              <dd>{specialInstructions}</dd>
            </div>
          )}
        </dl>
        {appointment.reportCardWritten && <WrittenReportCard appointmentId={appointment.id} describedBy={petId} headingLevel={cardHeadingLevel} />}
      </div>
    </li>
  );
}
