/**
 * The route map: every screen's path pattern and how to link to it. Components
 * link through `getHref` so a path changes in one place.
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

  // Screens of later issues. Linked from the navigation already; until their
  // routes exist, the catch-all sends visitors home.
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  cart: { path: '/cart', getHref: () => '/cart' },
  profile: { path: '/profile', getHref: () => '/profile' },
  bookAppointment: { path: '/book-appointment', getHref: () => '/book-appointment' },
  checkAppointment: { path: '/check-appointment', getHref: () => '/check-appointment' },
} as const;
