import type { Vaccine } from '../contracts/pet-care';
import { addDaysToDate, type IsoDate } from '../scheduling/zoned-time';

/**
 * Whether a pet's vaccinations let it be booked for a service on a date (issue 14). A
 * required vaccine counts when a record of it was given on or before the date and
 * expires on or after it; of several records, the one that lasts longest speaks.
 */
export interface VaccinationOnRecord {
  vaccine: Vaccine;
  givenOn: IsoDate;
  expiresOn: IsoDate;
}

export type VaccineProblem =
  /** No record of it given by the date. */
  | { vaccine: Vaccine; problem: 'missing'; expiresOn: null }
  /** The latest record expires before the date. */
  | { vaccine: Vaccine; problem: 'expires'; expiresOn: IsoDate };

/** Every required vaccine missing or expiring before `date`, in the order they are required. */
export function vaccineProblems(required: readonly Vaccine[], records: readonly VaccinationOnRecord[], date: IsoDate): VaccineProblem[] {
  return required.flatMap((vaccine): VaccineProblem[] => {
    const latest = latestExpiry(records.filter((record) => record.vaccine === vaccine && record.givenOn <= date));
    if (latest === undefined) return [{ vaccine, problem: 'missing', expiresOn: null }];
    return latest < date ? [{ vaccine, problem: 'expires', expiresOn: latest }] : [];
  });
}

/** The record of each vaccine that lasts longest (the one that counts), by vaccine. */
export function currentVaccinations<Row extends VaccinationOnRecord>(records: readonly Row[]): Map<Vaccine, Row> {
  const current = new Map<Vaccine, Row>();
  for (const record of records) {
    const kept = current.get(record.vaccine);
    if (!kept || record.expiresOn > kept.expiresOn) current.set(record.vaccine, record);
  }
  return current;
}

/** Customers are reminded this many days before a vaccination runs out. */
export const VACCINE_REMINDER_DAYS = 30;

/** The day the reminder about a vaccination expiring on `expiresOn` goes. */
export const vaccineReminderDate = (expiresOn: IsoDate): IsoDate => addDaysToDate(expiresOn, -VACCINE_REMINDER_DAYS);

function latestExpiry(records: readonly VaccinationOnRecord[]): IsoDate | undefined {
  return records.reduce<IsoDate | undefined>((latest, record) => (latest === undefined || record.expiresOn > latest ? record.expiresOn : latest), undefined);
}
