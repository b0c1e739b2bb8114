import { paths } from '@shared/routes/paths';

export interface NavItem {
  label: string;
  to: string;
}

/** The spec's navigation order; Cart and the account link follow these. */
export const primaryNavItems: readonly NavItem[] = [
  { label: 'Shop', to: paths.shop.getHref() },
  { label: 'Book Appointment', to: paths.bookAppointment.getHref() },
  { label: 'Check Appointment', to: paths.checkAppointment.getHref() },
  { label: 'Our Story', to: paths.ourStory.getHref() },
  { label: 'Contact', to: paths.contact.getHref() },
];
