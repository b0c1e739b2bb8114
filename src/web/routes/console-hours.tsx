import { useLingui } from '@lingui/react';
import { closureBodySchema } from '@shared/contracts/hours';
import { LoadError } from '@web/components/ui/load-error';
import { useAddClosure } from '@web/features/console-hours/api/add-closure';
import { useConsoleHours } from '@web/features/console-hours/api/get-console-hours';
import { useRemoveClosure } from '@web/features/console-hours/api/remove-closure';
import { useSaveOpeningHours } from '@web/features/console-hours/api/save-opening-hours';
import { AffectedAppointments } from '@web/features/console-hours/components/affected-appointments';
import { BookingRulesForm } from '@web/features/console-hours/components/booking-rules-form';
import { DatedListEditor, withReason } from '@web/features/console-hours/components/dated-list-editor';
import { SlotStepForm } from '@web/features/console-hours/components/slot-step-form';
import { WeeklyHoursEditor } from '@web/features/console-hours/components/weekly-hours-editor';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useFormat } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** /console/hours: the shop's opening hours, its holiday closures, the booking grid and the booking rules. */
export function ConsoleHoursRoute() {
  const { _ } = useLingui();
  const format = useFormat();
  useDocumentTitle(_('screens.console.hours.title'));
  const hours = useConsoleHours();
  const saveOpening = useSaveOpeningHours();
  const addClosure = useAddClosure();
  const removeClosure = useRemoveClosure();

  return (
    <>
      <ConsoleHeader title={_('screens.console.hours.title')} intro={_('screens.console.hours.intro')} />
      {hours.isError && <LoadError message={_('screens.console.hours.loadFailed')} onRetry={() => void hours.refetch()} />}
      {!hours.data && !hours.isError && <p role="status">{_('screens.console.loading')}</p>}
      {hours.data && (
        <>
          <AffectedAppointments />
          <WeeklyHoursEditor
            title={_('screens.console.hours.openingTitle')}
            initial={hours.data.openingHours}
            saving={saveOpening.isPending}
            onSave={(intervals) => saveOpening.mutateAsync(intervals)}
          />
          <DatedListEditor
            title={_('screens.console.hours.closuresTitle')}
            intro={_('screens.console.hours.closuresIntro')}
            empty={_('screens.console.hours.noClosures')}
            entries={hours.data.closures.map((closure) => ({ key: closure.date, label: withReason(format.longDate(closure.date), closure.reason) }))}
            fields={[{ name: 'date', label: _('screens.console.hours.closureDate') }]}
            schema={closureBodySchema}
            addLabel={_('screens.console.hours.addClosure')}
            removeLabel={(entry) => _('screens.console.hours.removeClosure', { label: entry.label })}
            busy={addClosure.isPending || removeClosure.isPending}
            onAdd={(closure) => addClosure.mutateAsync(closure)}
            onRemove={(entry) => removeClosure.mutateAsync(String(entry.key))}
          />
          <SlotStepForm current={hours.data.slotStepMinutes} />
          <BookingRulesForm current={hours.data} />
        </>
      )}
    </>
  );
}
