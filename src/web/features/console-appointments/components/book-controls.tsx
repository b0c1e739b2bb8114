import { useLingui } from '@lingui/react';
import type { AppointmentBook } from '@shared/contracts/appointment-book';
import { buttonClass } from '@web/components/ui/button-class';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';
import { stepFrom, type BookView } from '@web/features/console-appointments/lib/book-view';
import styles from '@web/features/console-appointments/components/console-appointments.module.css';

type ViewChange = Partial<Pick<BookView, 'kind' | 'from' | 'providerId' | 'serviceId'>>;

/**
 * How the book is looked at: a week or a day, which one (previous, today, next, or any
 * date), and which provider and service. Every control changes the view at once; the
 * count of what it shows is announced by the book.
 */
export function BookControls({
  view,
  today,
  choices,
  onChange,
}: {
  view: BookView;
  today: string;
  choices: Pick<AppointmentBook, 'providers' | 'services'> | undefined;
  onChange: (change: ViewChange) => void;
}) {
  const { _ } = useLingui();
  const week = view.kind === 'week';
  return (
    <div className={styles.controls}>
      <div className={styles.toggle} role="group" aria-label={_('screens.console.appointments.viewLabel')}>
        {(['week', 'day'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className={buttonClass(view.kind === kind ? 'primary' : 'outline', { size: 'small' })}
            aria-pressed={view.kind === kind}
            // Switching to a day shows the first day of the week on screen, or today when it is in it.
            onClick={() => onChange({ kind, from: kind === 'day' && view.days.includes(today) ? today : view.from })}
          >
            {_(kind === 'week' ? 'screens.console.appointments.weekView' : 'screens.console.appointments.dayView')}
          </button>
        ))}
      </div>
      <div className={styles.toggle} role="group" aria-label={_(week ? 'screens.console.appointments.weeksLabel' : 'screens.console.appointments.daysLabel')}>
        <button type="button" className={buttonClass('outline', { size: 'small' })} onClick={() => onChange({ from: stepFrom(view, -1) })}>
          {_(week ? 'screens.console.appointments.previousWeek' : 'screens.console.appointments.previousDay')}
        </button>
        <button type="button" className={buttonClass('outline', { size: 'small' })} onClick={() => onChange({ from: today })}>
          {_('screens.console.appointments.goToToday')}
        </button>
        <button type="button" className={buttonClass('outline', { size: 'small' })} onClick={() => onChange({ from: stepFrom(view, 1) })}>
          {_(week ? 'screens.console.appointments.nextWeek' : 'screens.console.appointments.nextDay')}
        </button>
      </div>
      <div className={styles.filters}>
        <TextField
          type="date"
          label={_('screens.console.appointments.goToDate')}
          value={view.from}
          onChange={(event) => {
            if (event.target.value) onChange({ from: event.target.value });
          }}
        />
        <SelectField label={_('screens.console.appointments.providerFilter')} value={view.providerId} onChange={(event) => onChange({ providerId: event.target.value })}>
          <option value="">{_('screens.console.appointments.allProviders')}</option>
          {choices?.providers.map((provider) => (
            <option key={provider.id} value={provider.id}>
              {provider.displayName}
            </option>
          ))}
        </SelectField>
        <SelectField label={_('screens.console.appointments.serviceFilter')} value={view.serviceId} onChange={(event) => onChange({ serviceId: event.target.value })}>
          <option value="">{_('screens.console.appointments.allServices')}</option>
          {choices?.services.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
