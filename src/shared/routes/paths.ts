/**
 * The route map: every screen's path pattern and how to link to it. The browser's
 * links, the server's redirects and the links in mail all go through `getHref`, so a
 * path changes in one place.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  shop: {
    path: '/shop',
    getHref: (productId?: number) => (productId === undefined ? '/shop' : `/shop?product=${productId}`),
  },
  ourStory: { path: '/our-story', getHref: () => '/our-story' },
  contact: { path: '/contact', getHref: () => '/contact' },
  blogPost: { path: '/blog/:id', getHref: (id: number) => `/blog/${id}` },

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
  bookAppointment: { path: '/book-appointment', getHref: () => '/book-appointment' },
  checkAppointment: { path: '/check-appointment', getHref: () => '/check-appointment' },
  /** A freed time offered to a waitlisted customer (issue 14): the mailed link. */
  waitlistOffer: { path: '/waitlist/offer/:token', getHref: (token: string) => `/waitlist/offer/${encodeURIComponent(token)}` },

  // The provider area (the provider guard, spec §2).
  providerDashboard: { path: '/provider-dashboard', getHref: () => '/provider-dashboard' },
  providerAppointments: { path: '/provider-appointments', getHref: () => '/provider-appointments' },

  // The owner console (D21), behind the owner guard.
  ownerConsole: { path: '/admin', getHref: () => '/admin' },
  consoleProducts: { path: '/admin/products', getHref: () => '/admin/products' },
  consoleNewProduct: { path: '/admin/products/new', getHref: () => '/admin/products/new' },
  consoleProduct: { path: '/admin/products/:productId', getHref: (productId: number) => `/admin/products/${productId}` },
  consoleServices: { path: '/admin/services', getHref: () => '/admin/services' },
  consoleNewService: { path: '/admin/services/new', getHref: () => '/admin/services/new' },
  consoleService: {
    path: '/admin/services/:serviceId',
    getHref: (serviceId: string) => `/admin/services/${encodeURIComponent(serviceId)}`,
  },
  consoleHours: { path: '/admin/hours', getHref: () => '/admin/hours' },
  consoleStaff: { path: '/admin/staff', getHref: () => '/admin/staff' },
  consoleOrders: { path: '/admin/orders', getHref: () => '/admin/orders' },
  consoleOrder: { path: '/admin/orders/:orderId', getHref: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}` },
  consoleCustomers: { path: '/admin/customers', getHref: () => '/admin/customers' },
  consoleAudit: { path: '/admin/audit', getHref: () => '/admin/audit' },
  consoleTranslations: { path: '/admin/translations', getHref: () => '/admin/translations' },
  consoleAppointments: {
    path: '/admin/appointments',
    /** A week (from the Monday of `date`) or a day; without a date, this week. */
    getHref: (view?: { date: string; view?: 'week' | 'day' }) =>
      view ? `/admin/appointments?${new URLSearchParams({ ...(view.view === 'day' ? { view: 'day' } : {}), date: view.date }).toString()}` : '/admin/appointments',
  },
  consoleCustomer: { path: '/admin/customers/:userId', getHref: (userId: string) => `/admin/customers/${encodeURIComponent(userId)}` },
} as const;
