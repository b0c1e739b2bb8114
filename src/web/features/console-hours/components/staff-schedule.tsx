import { useLingui } from '@lingui/react';
import { timeOffBodySchema, type StaffMember } from '@shared/contracts/hours';
import { useAddTimeOff } from '@web/features/console-hours/api/add-time-off';
import { useRemoveTimeOff } from '@web/features/console-hours/api/remove-time-off';
import { useSaveStaffHours } from '@web/features/console-hours/api/save-staff-hours';
import { DatedListEditor, withReason } from '@web/features/console-hours/components/dated-list-editor';
import { WeeklyHoursEditor } from '@web/features/console-hours/components/weekly-hours-editor';
import { useFormat } from '@web/lib/i18n';

/** One provider's week (intervals and breaks) and time off. */
export function StaffSchedule({ member }: { member: StaffMember }) {
  const { _ } = useLingui();
  const format = useFormat();
  const saveHours = useSaveStaffHours(member.id);
  const addTimeOff = useAddTimeOff(member.id);
  const removeTimeOff = useRemoveTimeOff(member.id);
  const range = (startsOn: string, endsOn: string) =>
    startsOn === endsOn ? format.longDate(startsOn) : _('screens.console.staff.range', { from: format.longDate(startsOn), to: format.longDate(endsOn) });

  return (
    <>
      <WeeklyHoursEditor
        key={member.id}
        title={_('screens.console.staff.hoursTitle', { name: member.displayName })}
        initial={member.workingHours}
        saving={saveHours.isPending}
        onSave={(intervals) => saveHours.mutateAsync(intervals)}
      />
      <DatedListEditor
        key={`time-off-${member.id}`}
        title={_('screens.console.staff.timeOffTitle', { name: member.displayName })}
        intro={_('screens.console.staff.timeOffIntro')}
        empty={_('screens.console.staff.noTimeOff')}
        entries={member.timeOff.map((timeOff) => ({ key: timeOff.id, label: withReason(range(timeOff.startsOn, timeOff.endsOn), timeOff.reason) }))}
        fields={[
          { name: 'startsOn', label: _('screens.console.staff.startsOn') },
          { name: 'endsOn', label: _('screens.console.staff.endsOn') },
        ]}
        schema={timeOffBodySchema}
        addLabel={_('screens.console.staff.addTimeOff')}
        removeLabel={(entry) => _('screens.console.staff.removeTimeOff', { label: entry.label })}
        busy={addTimeOff.isPending || removeTimeOff.isPending}
        onAdd={(timeOff) => addTimeOff.mutateAsync(timeOff)}
        onRemove={(entry) => removeTimeOff.mutateAsync(Number(entry.key))}
      />
    </>
  );
}
