import type { ProviderAppointment } from '@shared/contracts/providers';
import { StatusBadge } from '@web/components/ui/status-badge';
import styles from '@web/features/provider/components/agenda-item.module.css';

/** One appointment of the dashboard's agenda: what the provider needs to prepare for it. */
export function AgendaItem({ appointment }: { appointment: ProviderAppointment }) {
  const { time, startsAt, petName, petType, petBreed, petAge, serviceName, ownerName, specialInstructions, status } =
    appointment;
  return (
    <li className={styles.item}>
      <time className={styles.time} dateTime={startsAt}>
        {time}
      </time>
      <div className={styles.body}>
        <div className={styles.head}>
          <p className={styles.pet}>
            <strong>{petName}</strong>
            <span className={styles.petDetails}>
              {petType} · {petBreed} · {petAge}
            </span>
          </p>
          <StatusBadge status={status} />
        </div>
        <dl className={styles.details}>
          <div>
            <dt>Service</dt>
            <dd>{serviceName}</dd>
          </div>
          <div>
            <dt>Owner</dt>
            <dd>{ownerName}</dd>
          </div>
          {specialInstructions && (
            <div>
              <dt>Special instructions</dt>
              <dd>{specialInstructions}</dd>
            </div>
          )}
        </dl>
      </div>
    </li>
  );
}
