import { versionRowReader } from '../../db/version-rows';
import { dataVersion } from '../../lib/versioned-memo';
import { appointmentsVersion } from './appointment-book.schema';

/** The appointment book's version (issue 15): the database moves it with every write to appointments (a trigger, migration 0018). */
export const appointmentBookVersion = dataVersion(versionRowReader(appointmentsVersion, 'appointments_version'));
