import { useLingui } from '@lingui/react';
import type { AuditEvent } from '@shared/contracts/owner';
import { buttonClass } from '@web/components/ui/button-class';
import { LoadError } from '@web/components/ui/load-error';
import { TableRegion } from '@web/components/ui/table-region';
import { useAuditLog } from '@web/features/console/api/get-audit-log';
import { isLocale } from '@shared/i18n/locales';
import { useFormat, useWords } from '@web/lib/i18n';
import { languageNames } from '@web/lib/language-names';
import styles from '@web/features/console/components/audit-log.module.css';

const roleNames: Record<string, string> = { provider: 'screens.console.role.provider', owner: 'screens.console.role.owner' };
const actionNames: Record<AuditEvent['action'], string> = {
  'role.granted': 'screens.console.action.roleGranted',
  'role.revoked': 'screens.console.action.roleRevoked',
  'product.created': 'screens.console.action.productCreated',
  'product.updated': 'screens.console.action.productUpdated',
  'service.created': 'screens.console.action.serviceCreated',
  'service.updated': 'screens.console.action.serviceUpdated',
  'service.waiverPublished': 'screens.console.action.serviceWaiverPublished',
  'category.created': 'screens.console.action.categoryCreated',
  'productCategory.created': 'screens.console.action.productCategoryCreated',
  'productCategory.updated': 'screens.console.action.productCategoryUpdated',
  'productCategory.deleted': 'screens.console.action.productCategoryDeleted',
  'hours.opening.updated': 'screens.console.action.openingHoursUpdated',
  'hours.closure.added': 'screens.console.action.closureAdded',
  'hours.closure.removed': 'screens.console.action.closureRemoved',
  'settings.booking.updated': 'screens.console.action.bookingSettingsUpdated',
  'staff.hours.updated': 'screens.console.action.staffHoursUpdated',
  'staff.timeOff.added': 'screens.console.action.timeOffAdded',
  'staff.timeOff.removed': 'screens.console.action.timeOffRemoved',
  'appointment.booked': 'screens.console.action.appointmentBooked',
  'appointment.cancelled': 'screens.console.action.appointmentCancelled',
  'appointment.reassigned': 'screens.console.action.appointmentReassigned',
  'appointment.rescheduled': 'screens.console.action.appointmentRescheduled',
  'appointment.noShow': 'screens.console.action.appointmentNoShow',
  'appointment.depositWaived': 'screens.console.action.appointmentDepositWaived',
  'appointment.depositRefunded': 'screens.console.action.appointmentDepositRefunded',
  'order.readyForPickup': 'screens.console.action.orderReady',
  'order.pickedUp': 'screens.console.action.orderPickedUp',
  'order.refunded': 'screens.console.action.orderRefunded',
  'customer.note.added': 'screens.console.action.customerNoteAdded',
  'pet.note.added': 'screens.console.action.petNoteAdded',
  'pet.vaccination.verified': 'screens.console.action.vaccinationVerified',
  'translation.updated': 'screens.console.action.translationUpdated',
  'shopText.updated': 'screens.console.action.shopTextUpdated',
  'blogPost.created': 'screens.console.action.blogPostCreated',
  'blogPost.updated': 'screens.console.action.blogPostUpdated',
  'reportCards.checksSaved': 'screens.console.action.reportCardChecksSaved',
  'newsCampaign.created': 'screens.console.action.newsCampaignCreated',
  'newsCampaign.sent': 'screens.console.action.newsCampaignSent',
  'privacy.archiveDownloaded': 'screens.console.action.privacyArchiveDownloaded',
  'privacy.accountClosed': 'screens.console.action.privacyAccountClosed',
  'storeCredit.adjusted': 'screens.console.action.storeCreditAdjusted',
  'giftCard.issued': 'screens.console.action.giftCardIssued',
  'giftCard.sold': 'screens.console.action.giftCardSold',
  'giftCard.voided': 'screens.console.action.giftCardVoided',
  'discountCode.created': 'screens.console.action.discountCodeCreated',
  'discountCode.updated': 'screens.console.action.discountCodeUpdated',
  'discountCode.archived': 'screens.console.action.discountCodeArchived',
};

/** The words for a changed field; a field without its own words is named by its key. */
const fieldNames: Record<string, string> = {
  name: 'screens.console.field.name',
  carouselName: 'screens.console.field.carouselName',
  description: 'screens.console.field.description',
  priceCents: 'screens.console.field.price',
  stock: 'screens.console.field.stock',
  sortOrder: 'screens.console.field.sortOrder',
  imagePath: 'screens.console.field.image',
  imageAlt: 'screens.console.field.imageAlt',
  active: 'screens.console.field.active',
  categoryId: 'screens.console.field.category',
  durationMinutes: 'screens.console.field.duration',
  petTypes: 'screens.console.field.petTypes',
  providers: 'screens.console.field.providers',
  options: 'screens.console.field.sizeAndCoatRows',
  requiredVaccines: 'screens.console.field.requiredVaccines',
  slotStepMinutes: 'screens.console.field.slotStep',
  minNoticeMinutes: 'screens.console.field.minNotice',
  cancelWindowMinutes: 'screens.console.field.cancelWindow',
  reminderLeadMinutes: 'screens.console.field.reminderLead',
  workingHours: 'screens.console.field.hours',
  openingHours: 'screens.console.field.hours',
  tagline: 'screens.console.translations.text.tagline',
  about: 'screens.console.translations.text.about',
  contactNotes: 'screens.console.translations.text.contactNotes',
};

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** What happened, in words: "Granted the owner role", "Changed Rope for Dogs: price $10 → $12". */
function useDescribe() {
  const words = useWords();
  const format = useFormat();
  const value = (key: string, raw: unknown): string => {
    if (typeof raw === 'boolean') return words(raw ? 'screens.console.yes' : 'screens.console.no');
    if (key.endsWith('Cents') && typeof raw === 'number') return format.price(raw);
    if (Array.isArray(raw)) return raw.map((item) => text(item)).join(', ');
    return text(raw);
  };
  const changes = (details: Record<string, unknown>): string => {
    const changed = (details.changes ?? {}) as Record<string, [unknown, unknown]>;
    return Object.entries(changed)
      .map(([key, [before, after]]) =>
        words({
          id: 'screens.console.change',
          values: { field: fieldNames[key] ? words(fieldNames[key]) : key, before: value(key, before), after: value(key, after) },
        }),
      )
      .join('; ');
  };
  return (event: AuditEvent) => {
    const { details } = event;
    const role = typeof details.role === 'string' ? words(roleNames[details.role] ?? details.role) : '';
    return words({
      id: actionNames[event.action],
      values: {
        role,
        // A shop text is named by its key: "Tagline".
        name: typeof details.key === 'string' && fieldNames[details.key] ? words(fieldNames[details.key]!) : text(details.name),
        language: isLocale(details.locale) ? words(languageNames[details.locale]) : '',
        amount: text(details.amount),
        date: typeof details.date === 'string' ? format.longDate(details.date) : '',
        startsOn: typeof details.startsOn === 'string' ? format.longDate(details.startsOn) : '',
        endsOn: typeof details.endsOn === 'string' ? format.longDate(details.endsOn) : '',
        from: text(details.from),
        to: text(details.to),
        time: text(details.time),
        version: text(details.version),
        toDate: typeof details.toDate === 'string' ? format.longDate(details.toDate) : '',
        toTime: text(details.toTime),
        petName: text(details.petName),
        customer: text(details.customer),
        changes: changes(details),
      },
    });
  };
}

/** `account:alex@example.com` → `alex@example.com`: the log names what changed by kind and key. */
const subjectName = (subject: string) => subject.slice(subject.indexOf(':') + 1);

/**
 * The audit log (who changed what, and when), newest first, a page at a time. The table's
 * scroller is the region named by the heading `labelledBy`.
 */
export function AuditLog({ labelledBy = 'audit-heading' }: { labelledBy?: string }) {
  const { _ } = useLingui();
  const format = useFormat();
  const describe = useDescribe();
  const log = useAuditLog();

  if (log.isError) return <LoadError message={_('screens.console.auditLoadFailed')} onRetry={() => void log.refetch()} />;
  if (!log.data) return <p role="status">{_('screens.console.loading')}</p>;
  const events = log.data.pages.flatMap((page) => page.events);
  if (events.length === 0) return <p className={styles.empty}>{_('screens.console.auditEmpty')}</p>;

  return (
    <>
      <TableRegion labelledBy={labelledBy} className={styles.log}>
          <thead>
            <tr>
              <th scope="col">{_('screens.console.auditWhen')}</th>
              <th scope="col">{_('screens.console.auditWho')}</th>
              <th scope="col">{_('screens.console.auditWhat')}</th>
              <th scope="col">{_('screens.console.auditSubject')}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <td>
                  <time dateTime={event.at}>{format.moment(event.at)}</time>
                </td>
                <td>{event.actor}</td>
                <td>{describe(event)}</td>
                <td>{subjectName(event.subject)}</td>
              </tr>
            ))}
          </tbody>
      </TableRegion>
      {log.hasNextPage && (
        <button
          type="button"
          className={buttonClass('outline', { size: 'small' })}
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {_('screens.console.showOlder')}
        </button>
      )}
    </>
  );
}
