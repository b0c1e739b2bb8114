/**
 * Everything that makes this shop *this* shop (D1). Another business re-brands
 * by editing this file and the blog posts beside it; no other code names the
 * brand, the address or the tax rate.
 */
export const siteConfig = {
  brand: 'Pet Haven',
  tagline: 'Your one-stop destination for pet care and products.',
  address: {
    name: 'Pet Haven',
    street: '128 James Street North',
    city: 'Hamilton',
    province: 'ON',
    provinceName: 'Ontario',
    postalCode: 'L8R 2K9',
    country: 'Canada',
  },
  contact: {
    email: 'hello@pethaven.example',
    phone: '(905) 555-0142',
    // Opening hours are data the owner edits in the console (/console/hours), not configuration.
  },
  team: [
    {
      id: 1,
      name: 'Maya Thompson',
      role: 'Team Leader',
      email: 'maya@pethaven.example',
      phone: '(905) 555-0143',
    },
  ],
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/' },
    { name: 'Instagram', url: 'https://www.instagram.com/' },
    { name: 'YouTube', url: 'https://www.youtube.com/' },
  ],
  tax: {
    name: 'HST',
    /** The tax's name in each language (ADR 0015): HST is TVH in French. */
    names: { 'en-CA': 'HST', 'fr-CA': 'TVH' },
    /** What a receipt calls the registration: the Canada Revenue Agency's GST/HST account, "TPS/TVH" in French. */
    registrationNames: { 'en-CA': 'HST', 'fr-CA': 'TPS/TVH' },
    /** 13% expressed in basis points so money maths stays in integers. */
    rateBasisPoints: 1300,
    registrationNumber: '81234 5678 RT0001',
  },
  currency: 'CAD',
  locale: 'en-CA',
  timeZone: 'America/Toronto',
  booking: {
    /** How far ahead customers may book. */
    horizonDays: 90,
    /**
     * How far ahead a series of visits may reach (issue 29): its first visit within
     * `horizonDays`, the later ones within a year, as a groom every 6 weeks is booked.
     */
    seriesHorizonDays: 365,
  },
} as const;

export type SiteConfig = typeof siteConfig;

/** One line for footers and receipts: "128 James Street North, Hamilton, Ontario, Canada". */
export function formatAddressLine(config: SiteConfig = siteConfig): string {
  const { street, city, provinceName, country } = config.address;
  return `${street}, ${city}, ${provinceName}, ${country}`;
}
