/**
 * The route map: every screen's path pattern and how to link to it. The browser's
 * links, the server's redirects and the links in mail all go through `getHref`, so a
 * path changes in one place.
 */
/**
 * What a product's slug may be (issue 28): lower-case ASCII letters and digits in words
 * joined by single hyphens, at most 64 characters, as the server makes them from the
 * English name. Kept free of zod, so the product page checks an address without loading it.
 */
export const productSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PRODUCT_SLUG_MAX = 64;
export const isProductSlug = (value: string): boolean => value.length <= PRODUCT_SLUG_MAX && productSlugPattern.test(value);
/** Pages of the shop at /shop/{word}: no product is given one of these slugs, so no product page hides behind them. */
export const reservedProductSlugs: readonly string[] = ['search'];

export const paths = {
  home: { path: '/', getHref: () => '/' },
  shop: {
    path: '/shop',
    getHref: (productId?: number) => (productId === undefined ? '/shop' : `/shop?product=${productId}`),
  },
  /** The shop's search results (issue 28); its word is one no product's slug may be. */
  search: {
    path: '/shop/search',
    getHref: (query?: string) => (query ? `/shop/search?${new URLSearchParams({ q: query }).toString()}` : '/shop/search'),
  },
  /** A product's own page (issue 28), at the slug it keeps for ever. */
  product: { path: '/shop/:slug', getHref: (slug: string) => `/shop/${encodeURIComponent(slug)}` },
  ourStory: { path: '/our-story', getHref: () => '/our-story' },
  contact: { path: '/contact', getHref: () => '/contact' },
  blogPost: { path: '/blog/:id', getHref: (id: number) => `/blog/${id}` },
  /** The shop's own pages (issue 30): its privacy policy and its terms of sale and of booking. */
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  /** Gift cards bought for someone (issue 32): anyone may read the page; buying asks to sign in. */
  giftCards: { path: '/gift-cards', getHref: () => '/gift-cards' },

  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  newPassword: {
    path: '/new-password',
    getHref: (email: string) => `/new-password?${new URLSearchParams({ email }).toString()}`,
  },
  logoutConfirmation: { path: '/logout-confirmation', getHref: () => '/logout-confirmation' },

  // Signed-in screens (the access guard, spec §2).
  profile: { path: '/profile', getHref: () => '/profile' },
  /** A pet's page (issue 14): its visits and vaccinations. */
  pet: { path: '/profile/pets/:petId', getHref: (petId: string) => `/profile/pets/${encodeURIComponent(petId)}` },
  cart: { path: '/cart', getHref: () => '/cart' },
  order: { path: '/orders/:orderId', getHref: (orderId: string) => `/orders/${encodeURIComponent(orderId)}` },
  /** With a service and a pet (issue 29's rebook nudge), the wizard opens at its date and time step with both chosen. */
  bookAppointment: {
    path: '/book-appointment',
    getHref: (prefill?: { serviceId: string; petId: string }) =>
      prefill ? `/book-appointment?${new URLSearchParams({ service: prefill.serviceId, pet: prefill.petId }).toString()}` : '/book-appointment',
  },
  checkAppointment: { path: '/check-appointment', getHref: () => '/check-appointment' },
  /** A freed time offered to a waitlisted customer (issue 14): the mailed link. */
  waitlistOffer: { path: '/waitlist/offer/:token', getHref: (token: string) => `/waitlist/offer/${encodeURIComponent(token)}` },

  // The provider area (the provider guard, spec §2).
  providerDashboard: { path: '/provider-dashboard', getHref: () => '/provider-dashboard' },
  providerAppointments: { path: '/provider-appointments', getHref: () => '/provider-appointments' },

  // The owner console (D21), behind the owner guard.
  consoleOverview: { path: '/console', getHref: () => '/console' },
  consoleProducts: { path: '/console/products', getHref: () => '/console/products' },
  consoleNewProduct: { path: '/console/products/new', getHref: () => '/console/products/new' },
  consoleProduct: { path: '/console/products/:productId', getHref: (productId: number) => `/console/products/${productId}` },
  /** The products' categories by pet and by kind, in both languages (issue 28). */
  consoleCategories: { path: '/console/categories', getHref: () => '/console/categories' },
  /** The variants at or under their low-stock mark (issue 28). */
  consoleLowStock: { path: '/console/low-stock', getHref: () => '/console/low-stock' },
  consoleServices: { path: '/console/services', getHref: () => '/console/services' },
  consoleNewService: { path: '/console/services/new', getHref: () => '/console/services/new' },
  consoleService: {
    path: '/console/services/:serviceId',
    getHref: (serviceId: string) => `/console/services/${encodeURIComponent(serviceId)}`,
  },
  consoleHours: { path: '/console/hours', getHref: () => '/console/hours' },
  consoleStaff: { path: '/console/staff', getHref: () => '/console/staff' },
  consoleOrders: { path: '/console/orders', getHref: () => '/console/orders' },
  consoleOrder: { path: '/console/orders/:orderId', getHref: (orderId: string) => `/console/orders/${encodeURIComponent(orderId)}` },
  consoleCustomers: { path: '/console/customers', getHref: () => '/console/customers' },
  consoleAudit: { path: '/console/audit', getHref: () => '/console/audit' },
  consoleTranslations: { path: '/console/translations', getHref: () => '/console/translations' },
  /** The care tips the owner writes (issue 30). */
  consoleBlog: { path: '/console/blog', getHref: () => '/console/blog' },
  consoleNewBlogPost: { path: '/console/blog/new', getHref: () => '/console/blog/new' },
  consoleBlogPost: { path: '/console/blog/:postId', getHref: (postId: number) => `/console/blog/${postId}` },
  consoleReportCards: { path: '/console/report-cards', getHref: () => '/console/report-cards' },
  /** Issue 32: gift cards the owner issues, finds and voids. */
  consoleGiftCards: { path: '/console/gift-cards', getHref: () => '/console/gift-cards' },
  /** Issue 32: discount codes. */
  consoleDiscounts: { path: '/console/discounts', getHref: () => '/console/discounts' },
  /** Issue 30: the news mail. */
  consoleNews: { path: '/console/news', getHref: () => '/console/news' },
  consoleAppointments: {
    path: '/console/appointments',
    /** A week (from the Monday of `date`) or a day; without a date, this week. */
    getHref: (view?: { date: string; view?: 'week' | 'day' }) =>
      view ? `/console/appointments?${new URLSearchParams({ ...(view.view === 'day' ? { view: 'day' } : {}), date: view.date }).toString()}` : '/console/appointments',
  },
  consoleCustomer: { path: '/console/customers/:userId', getHref: (userId: string) => `/console/customers/${encodeURIComponent(userId)}` },
} as const;
