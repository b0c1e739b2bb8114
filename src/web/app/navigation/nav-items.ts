import { paths } from '@shared/routes/paths';

export interface NavItem {
  /** A message id of the common catalogue. */
  label: string;
  to: string;
}

/** The spec's navigation order; Cart and the account link follow these. */
export const primaryNavItems: readonly NavItem[] = [
  { label: 'common.nav.shop', to: paths.shop.getHref() },
  { label: 'common.nav.bookAppointment', to: paths.bookAppointment.getHref() },
  { label: 'common.nav.checkAppointment', to: paths.checkAppointment.getHref() },
  { label: 'common.nav.ourStory', to: paths.ourStory.getHref() },
  { label: 'common.nav.contact', to: paths.contact.getHref() },
];
