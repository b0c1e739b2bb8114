// Every table, from the module that owns it. Drizzle's typing (database.ts), drizzle-kit
// (drizzle.config.ts), the seed and the tests read them all from here; a module reads
// only its own *.schema.ts (eslint/boundaries.js).
export * from '../modules/accounts/accounts.schema';
export * from '../modules/catalog/catalog.schema';
export * from '../modules/shop/shop.schema';
export * from '../modules/cart/cart.schema';
export * from '../modules/checkout/checkout.schema';
export * from '../modules/pets/pets.schema';
export * from '../modules/providers/providers.schema';
export * from '../modules/appointment-book/appointment-book.schema';
export * from '../modules/waitlist/waitlist.schema';
export * from '../modules/jobs/jobs.schema';
export * from '../modules/limits/limits.schema';
export * from '../modules/audit/audit.schema';
export * from '../modules/customers/customers.schema';
export * from '../modules/analytics/analytics.schema';
export * from '../modules/calendar-feed/calendar-feed.schema';
export * from '../modules/waivers/waivers.schema';
export * from '../modules/blog/blog.schema';
export * from '../modules/report-cards/report-cards.schema';
export * from '../modules/consents/consents.schema';
export * from '../modules/news-mail/news-mail.schema';
export * from '../modules/ledger/ledger.schema';
export * from '../modules/discounts/discounts.schema';
