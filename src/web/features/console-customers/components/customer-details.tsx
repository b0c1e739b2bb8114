import { Link } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';
import { useLingui } from '@lingui/react';
import type { CustomerAppointment, CustomerOrder, CustomerPage, CustomerPet } from '@shared/contracts/console-customers';
import type { OrderStatus } from '@shared/contracts/orders';
import { StatusBadge } from '@web/components/ui/status-badge';
import { TableRegion } from '@web/components/ui/table-region';
import { useFormat } from '@web/lib/i18n';
import { NoteForm } from '@web/features/console-customers/components/note-form';
import { NoteList } from '@web/features/console-customers/components/note-list';
import { RoleMarks } from '@web/features/console-customers/components/role-marks';
import { PetVaccinations } from '@web/features/console-customers/components/pet-vaccinations';
import { PetReportCards } from '@web/components/report-cards/report-card-view';
import { usePetLabels } from '@web/lib/pet-labels';
import styles from '@web/features/console-customers/components/console-customers.module.css';

const orderStatusNames: Record<OrderStatus, string> = {
  paid: 'screens.order.status.paid',
  pending: 'screens.order.status.pending',
  cancelled: 'screens.order.status.cancelled',
  expired: 'screens.order.status.expired',
};

/** A customer's page, read-only but for the notes: who they are, their pets, appointments, orders and the staff's notes. */
export function CustomerDetails({ customer }: { customer: CustomerPage }) {
  const { _ } = useLingui();
  const format = useFormat();
  const { profile } = customer;
  return (
    <>
      <dl className={styles.facts}>
        <dt>{_('screens.console.customers.email')}</dt>
        <dd className={styles.email}>{profile.email}</dd>
        <dt>{_('screens.console.customers.joined')}</dt>
        <dd>{format.day(profile.joined)}</dd>
        <dt>{_('screens.console.customers.lastActivity')}</dt>
        <dd>{profile.lastActivity ? format.moment(profile.lastActivity) : _('screens.console.customers.never')}</dd>
        {profile.roles.length > 0 && (
          <>
            <dt>{_('screens.console.customers.roles')}</dt>
            <dd>
              <RoleMarks roles={profile.roles} />
            </dd>
          </>
        )}
      </dl>

      <section className={styles.section} aria-labelledby="customer-pets">
        <h2 id="customer-pets">{_('screens.console.customers.petsHeading')}</h2>
        {customer.pets.length === 0 ? (
          <p className={styles.muted}>{_('screens.console.customers.noPets')}</p>
        ) : (
          <ul className={styles.pets}>
            {customer.pets.map((pet) => (
              <PetCard key={pet.id} userId={profile.id} pet={pet} />
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section}>
        <h2 id="customer-appointments">{_('screens.console.customers.appointmentsHeading')}</h2>
        {customer.appointments.length === 0 ? (
          <p className={styles.muted}>{_('screens.console.customers.noAppointments')}</p>
        ) : (
          <AppointmentTable appointments={customer.appointments} />
        )}
      </section>

      <section className={styles.section}>
        <h2 id="customer-orders">{_('screens.console.customers.ordersHeading')}</h2>
        {customer.orders.length === 0 ? <p className={styles.muted}>{_('screens.console.customers.noOrders')}</p> : <OrderTable orders={customer.orders} />}
      </section>

      <section className={styles.section} aria-labelledby="customer-notes">
        <h2 id="customer-notes">{_('screens.console.customers.notesHeading')}</h2>
        <p className={styles.muted}>{_('screens.console.customers.notesIntro')}</p>
        <NoteList notes={customer.notes} />
        <NoteForm subject={{ userId: profile.id }} label={_('screens.console.customers.addNoteAbout', { name: profile.name })} />
      </section>
    </>
  );
}

function PetCard({ userId, pet }: { userId: string; pet: CustomerPet }) {
  const { _ } = useLingui();
  return (
    <li className={styles.pet}>
      <h3>{pet.name}</h3>
      <p className={styles.muted}>{_('screens.console.customers.petFacts', { type: pet.type, age: pet.age, breed: pet.breed })}</p>
      <PetLooksLine pet={pet} />
      <PetVaccinations userId={userId} pet={pet} />
      <h4 className={styles.subheading}>{_('screens.petPage.reportCards')}</h4>
      <PetReportCards petId={pet.id} headingLevel={5} />
      <NoteList notes={pet.notes} />
      <NoteForm subject={{ userId, petId: pet.id }} label={_('screens.console.customers.addNoteAbout', { name: pet.name })} />
    </li>
  );
}

/** The pet's size, coat and weight (issue 14), what its grooming's time and price follow; nothing when none is known. */
function PetLooksLine({ pet }: { pet: CustomerPet }) {
  const { _ } = useLingui();
  const labels = usePetLabels();
  const parts = [
    pet.size && _('screens.console.customers.petSize', { size: labels.size(pet.size) }),
    pet.coat && _('screens.console.customers.petCoat', { coat: labels.coat(pet.coat) }),
    pet.weightKg !== null && _('screens.pets.kilograms', { weight: pet.weightKg }),
  ].filter(Boolean);
  return parts.length > 0 ? <p className={styles.muted}>{parts.join(' · ')}</p> : null;
}

function AppointmentTable({ appointments }: { appointments: CustomerAppointment[] }) {
  const { _ } = useLingui();
  const format = useFormat();
  return (
    <TableRegion labelledBy="customer-appointments" className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{_('screens.console.customers.date')}</th>
            <th scope="col">{_('screens.console.customers.time')}</th>
            <th scope="col">{_('screens.console.customers.service')}</th>
            <th scope="col">{_('screens.console.customers.pet')}</th>
            <th scope="col">{_('screens.console.customers.status')}</th>
            <th scope="col">{_('screens.console.customers.provider')}</th>
          </tr>
        </thead>
        <tbody>
          {appointments.map((appointment) => (
            <tr key={appointment.id}>
              <td>{format.date(appointment.date)}</td>
              <td>{format.timeOf(appointment.startsAt)}</td>
              <td>{appointment.service}</td>
              <td>{appointment.pet}</td>
              <td>
                <StatusBadge status={appointment.status} />
              </td>
              <td>{appointment.provider ?? _('screens.console.customers.noProvider')}</td>
            </tr>
          ))}
        </tbody>
    </TableRegion>
  );
}

function OrderTable({ orders }: { orders: CustomerOrder[] }) {
  const { _ } = useLingui();
  const format = useFormat();
  return (
    <TableRegion labelledBy="customer-orders" className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{_('screens.console.customers.orderNumber')}</th>
            <th scope="col">{_('screens.console.customers.date')}</th>
            <th scope="col">{_('screens.console.customers.status')}</th>
            <th scope="col">{_('screens.console.customers.total')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td className={styles.orderId}>
                <Link to={paths.consoleOrder.getHref(order.id)}>{order.id}</Link>
              </td>
              <td>
                <time dateTime={order.createdAt}>{format.day(order.createdAt)}</time>
              </td>
              <td>{_(orderStatusNames[order.status])}</td>
              <td className={styles.number}>{format.money(order.totalCents)}</td>
            </tr>
          ))}
        </tbody>
    </TableRegion>
  );
}
