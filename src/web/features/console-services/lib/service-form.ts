import type { DepositKind } from '@shared/money/deposits';
import type { ConsoleService, ServiceBody, ServiceOptionBody } from '@shared/contracts/console-catalogue';
import type { PetType } from '@shared/contracts/pet-rules';
import type { Vaccine } from '@shared/contracts/pet-care';

/** The form's fields in screen order: the first invalid one gets focus. */
export const serviceFields = [
  'categoryId',
  'name',
  'description',
  'durationMinutes',
  'price',
  'rebookWeeks',
  'deposit',
  'petTypes',
  'options',
  'requiredVaccines',
  'providerIds',
  'active',
] as const;
export type ServiceField = (typeof serviceFields)[number];

/** What the owner has typed and ticked, kept as typed so a refused save loses nothing. */
export interface ServiceFormValues {
  categoryId: string;
  name: string;
  description: string;
  /** As typed in the number input: "45", or "" while empty. */
  durationMinutes: string;
  /** Dollars and cents as typed: "55", "55.00". */
  price: string;
  /** Issue 29: weeks before the customer is reminded to rebook, as typed; "" for never. */
  rebookWeeks: string;
  /** Issue 29: the deposit booking asks, and its figure as typed (dollars for 'fixed', a whole percent for 'percent'). */
  depositKind: DepositKind;
  deposit: string;
  petTypes: PetType[];
  providerIds: number[];
  active: boolean;
  /** Issue 14: durations and prices by size and coat, as typed. */
  options: OptionRowValues[];
  requiredVaccines: Vaccine[];
}

/** One size and coat row as typed: minutes and dollars kept as text until saved. */
export interface OptionRowValues {
  size: ServiceOptionBody['size'];
  coat: ServiceOptionBody['coat'];
  durationMinutes: string;
  price: string;
}

export const emptyOptionRow: OptionRowValues = { size: 'any', coat: 'any', durationMinutes: '', price: '' };

export function emptyServiceForm(categoryId = ''): ServiceFormValues {
  return {
    categoryId,
    name: '',
    description: '',
    durationMinutes: '',
    price: '',
    rebookWeeks: '',
    depositKind: 'none',
    deposit: '',
    petTypes: [],
    providerIds: [],
    active: true,
    options: [],
    requiredVaccines: [],
  };
}

/** The edit form starts from the service as saved; the price in dollars and cents ("65.00"). */
export function serviceFormValuesOf(service: ConsoleService): ServiceFormValues {
  return {
    categoryId: service.categoryId,
    name: service.name,
    description: service.description,
    durationMinutes: String(service.durationMinutes),
    price: (service.priceCents / 100).toFixed(2),
    rebookWeeks: service.rebookWeeks === null ? '' : String(service.rebookWeeks),
    depositKind: service.deposit.kind,
    deposit: service.deposit.kind === 'fixed' ? (service.deposit.value / 100).toFixed(2) : service.deposit.kind === 'percent' ? String(service.deposit.value) : '',
    petTypes: [...service.petTypes],
    providerIds: [...service.providerIds],
    active: service.active,
    options: service.options.map((option) => ({
      size: option.size,
      coat: option.coat,
      durationMinutes: String(option.durationMinutes),
      price: (option.priceCents / 100).toFixed(2),
    })),
    requiredVaccines: [...service.requiredVaccines],
  };
}

/**
 * The values as the contract reads them. An empty or unreadable duration goes as NaN,
 * which the contract refuses with its own words like any other bad duration.
 */
export function serviceBodyOf({ depositKind, deposit, ...values }: ServiceFormValues): ServiceBody {
  return {
    ...values,
    deposit:
      depositKind === 'fixed'
        ? { kind: 'fixed', amount: deposit.trim() }
        : depositKind === 'percent'
          ? { kind: 'percent', percent: minutesOf(deposit) }
          : { kind: 'none' },
    durationMinutes: minutesOf(values.durationMinutes),
    rebookWeeks: values.rebookWeeks.trim() === '' ? null : Number(values.rebookWeeks.trim()),
    options: values.options.map((row) => ({ ...row, durationMinutes: minutesOf(row.durationMinutes) })),
  };
}

const minutesOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()));

/** The words of a refused service or category save (saveProblemOf). */
export const saveWords = {
  service: { failed: 'screens.console.services.saveFailed', fixFields: 'screens.console.services.fixFields' },
  category: { failed: 'screens.console.services.categoryFailed', fixFields: 'screens.console.services.fixFields' },
} as const;

/** Ticks or unticks one member of a checkbox group, keeping the rest. */
export function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? (list.includes(item) ? [...list] : [...list, item]) : list.filter((member) => member !== item);
}

/** What the service form hands the list when it returns there: the name of the service it saved. */
export interface ServiceSavedState {
  savedService?: string;
}
