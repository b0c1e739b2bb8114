import { useLingui } from '@lingui/react';
import { Link } from '@web/lib/routing';
import type { CustomerListItem } from '@shared/contracts/console-customers';
import { paths } from '@shared/routes/paths';
import { TableRegion } from '@web/components/ui/table-region';
import { useFormat } from '@web/lib/i18n';
import { RoleMarks } from '@web/features/console-customers/components/role-marks';
import styles from '@web/features/console-customers/components/console-customers.module.css';

/** Customers in a table that scrolls sideways on a narrow screen (a focusable region, so keys scroll it too). */
export function CustomerTable({ customers, labelledBy }: { customers: CustomerListItem[]; labelledBy: string }) {
  const { _ } = useLingui();
  const format = useFormat();
  return (
    <TableRegion labelledBy={labelledBy} className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{_('screens.console.customers.name')}</th>
            <th scope="col">{_('screens.console.customers.email')}</th>
            <th scope="col">{_('screens.console.customers.joined')}</th>
            <th scope="col">{_('screens.console.customers.pets')}</th>
            <th scope="col">{_('screens.console.customers.upcoming')}</th>
            <th scope="col">{_('screens.console.customers.paidOrders')}</th>
            <th scope="col">{_('screens.console.customers.lastActivity')}</th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer.id}>
              <td>
                <Link to={paths.consoleCustomer.getHref(customer.id)}>{customer.name}</Link> <RoleMarks roles={customer.roles} />
              </td>
              <td className={styles.email}>{customer.email}</td>
              <td>
                <time dateTime={customer.joined}>{format.day(customer.joined)}</time>
              </td>
              <td className={styles.number}>{customer.petCount}</td>
              <td className={styles.number}>{customer.upcomingAppointmentCount}</td>
              <td className={styles.number}>{customer.paidOrderCount}</td>
              <td>
                {customer.lastActivity ? (
                  <time dateTime={customer.lastActivity}>{format.moment(customer.lastActivity)}</time>
                ) : (
                  _('screens.console.customers.never')
                )}
              </td>
            </tr>
          ))}
        </tbody>
    </TableRegion>
  );
}
