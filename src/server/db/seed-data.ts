/**
 * The demo catalogue and services a fresh install starts with: the spec's nine
 * products and prices (§3), its four service categories, its test grooming service and
 * a veterinary and a training service so that three categories can be booked; and
 * issue 14's Full Groom (priced by size and coat) and half-day daycare (vaccines required).
 */
export const demoProducts = [
  {
    id: 1,
    slug: 'small-dog-food',
    name: 'Small Dog Food',
    carouselName: 'Small Dog Food',
    priceCents: 780,
    description: 'Complete kibble sized for small jaws, with chicken and brown rice.',
    imageAlt: 'A bag of small dog food with a paw print on it',
  },
  {
    id: 2,
    slug: 'rope-for-dogs',
    name: 'Rope for Dogs',
    carouselName: 'Rope for Dogs',
    priceCents: 1000,
    description: 'A braided cotton tug rope that also helps keep teeth clean.',
    imageAlt: 'A knotted blue and orange rope toy',
  },
  {
    id: 3,
    slug: 'giraffe-plush',
    name: 'Giraffe Plush Toy',
    carouselName: 'Giraffe Plush',
    priceCents: 700,
    description: 'A soft squeaky giraffe with double-stitched seams for gentle chewers.',
    imageAlt: 'A yellow plush giraffe with brown spots',
  },
  {
    id: 4,
    slug: 'canned-cat-food',
    name: 'Canned Cat Food',
    carouselName: 'Canned Cat Food',
    priceCents: 780,
    description: 'Salmon paté with added taurine, for adult cats.',
    imageAlt: 'A can of cat food with a fish on the label',
  },
  {
    id: 5,
    slug: 'cat-pouches',
    name: 'Cat Pouches',
    carouselName: 'Cat Pouches',
    priceCents: 500,
    description: 'Tender chunks in gravy, a handy single-serving treat.',
    imageAlt: 'Two foil pouches of cat food',
  },
  {
    id: 6,
    slug: 'laser-tease-toy',
    name: 'Laser Tease Toy',
    carouselName: 'Laser Tease Toy',
    priceCents: 1000,
    description: 'A pocket laser for chase games; keep the beam away from eyes.',
    imageAlt: 'A small laser pointer casting a red dot',
  },
  {
    id: 7,
    slug: 'flapping-fish',
    name: 'Flapping Fish for Cats',
    carouselName: 'Flapping Fish for Cats',
    priceCents: 3000,
    description: 'A rechargeable fish that flops when touched, with catnip pouch.',
    imageAlt: 'A blue toy fish mid-flap',
  },
  {
    id: 8,
    slug: 'rubber-frisbee',
    name: 'Rubber Frisbee',
    carouselName: 'Rubber Frisbee',
    priceCents: 1000,
    description: 'A flexible, floating disc that is soft on mouths and easy to catch.',
    imageAlt: 'A red rubber frisbee',
  },
  {
    id: 9,
    slug: 'ball-launcher',
    name: 'Ball Launcher',
    carouselName: 'Ball Launcher',
    priceCents: 4000,
    description: 'Throws further with less arm, and picks the ball up for you.',
    imageAlt: 'A long-handled ball launcher holding a tennis ball',
  },
] as const;

/** Units each demo product starts with. */
export const DEMO_STOCK_PER_PRODUCT = 40;

export const demoServiceCategories = [
  { id: 'grooming', name: 'Grooming', description: 'Baths, trims and tidy-ups.', sortOrder: 1 },
  { id: 'veterinary', name: 'Veterinary', description: 'Check-ups and vaccinations.', sortOrder: 2 },
  { id: 'training', name: 'Training', description: 'Manners, recall and confidence.', sortOrder: 3 },
  { id: 'specialty', name: 'Specialty', description: 'Care for particular needs.', sortOrder: 4 },
  { id: 'daycare', name: 'Daycare', description: 'A safe, supervised day while you are out.', sortOrder: 5 },
] as const;

export const demoServices = [
  {
    id: 'test-grooming',
    categoryId: 'grooming',
    name: 'Test Grooming Service',
    description: 'A wash, brush and nail trim for your dog.',
    durationMinutes: 30,
    petTypes: ['Dog'],
    priceCents: 2500,
  },
  {
    id: 'wellness-exam',
    categoryId: 'veterinary',
    name: 'Wellness Exam',
    description: 'A nose-to-tail check-up with weight, teeth, heart and coat, and advice on diet.',
    durationMinutes: 30,
    petTypes: ['Dog', 'Cat'],
    priceCents: 6500,
  },
  {
    id: 'puppy-manners',
    categoryId: 'training',
    name: 'Puppy Manners Session',
    description: 'One-to-one coaching on sit, stay, recall and loose-lead walking.',
    durationMinutes: 60,
    petTypes: ['Dog'],
    priceCents: 4500,
  },
  {
    id: 'full-groom',
    categoryId: 'grooming',
    name: 'Full Groom',
    description: 'Bath, blow-dry, haircut, ears and nails. The time and price follow your dog’s size and coat.',
    durationMinutes: 60,
    petTypes: ['Dog'],
    priceCents: 5500,
  },
  {
    id: 'doggy-daycare',
    categoryId: 'daycare',
    name: 'Doggy Daycare (Half Day)',
    description: 'Four hours of supervised play, a walk and a rest. Rabies and DHPP vaccinations must be up to date.',
    durationMinutes: 240,
    petTypes: ['Dog'],
    priceCents: 3500,
  },
] as const;

/**
 * Issue 14's demo: the Full Groom takes longer and costs more for bigger and double-coated
 * dogs (a giant double-coated dog: 120 minutes, $95), and daycare requires rabies and
 * DHPP. The spec's Test Grooming Service keeps 30 minutes and $25 for every pet and
 * requires no vaccine (D28).
 */
export const demoServiceOptions = [
  { serviceId: 'full-groom', size: 'small', coat: 'any', durationMinutes: 45, priceCents: 4500 },
  { serviceId: 'full-groom', size: 'large', coat: 'any', durationMinutes: 90, priceCents: 7500 },
  { serviceId: 'full-groom', size: 'giant', coat: 'any', durationMinutes: 105, priceCents: 8500 },
  { serviceId: 'full-groom', size: 'giant', coat: 'double', durationMinutes: 120, priceCents: 9500 },
  { serviceId: 'full-groom', size: 'any', coat: 'double', durationMinutes: 75, priceCents: 6500 },
] as const;

export const demoRequiredVaccines = [
  { serviceId: 'doggy-daycare', vaccine: 'rabies' },
  { serviceId: 'doggy-daycare', vaccine: 'dhpp' },
] as const;

/**
 * The shop's opening hours on a fresh install, the spec's contact card (D28): Monday to
 * Friday 9am to 6pm, weekends 10am to 4pm. Minutes after midnight; 0 = Sunday.
 */
export const demoOpeningHours = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0 || weekday === 6 ? { weekday, startMinute: 10 * 60, endMinute: 16 * 60 } : { weekday, startMinute: 9 * 60, endMinute: 18 * 60 },
);

/** The demo schedule works every day 9:00 to 17:00: the spec's 16 half-hour starts, 9:00 AM to 4:30 PM (D7, D28). */
export const DEMO_WEEKLY_HOURS: ReadonlyArray<{ weekday: number; startMinute: number; endMinute: number }> = [0, 1, 2, 3, 4, 5, 6].map(
  (weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 17 * 60 }),
);

export const demoProvider = {
  displayName: 'Pet Haven Care Team',
  workingHours: DEMO_WEEKLY_HOURS,
} as const;

/**
 * The shop's categories a fresh install starts with (issue 28): the spec's pet types,
 * then kinds; `products` are the demo products' ids that sit in each.
 */
export const demoProductCategories = [
  { slug: 'dog', group: 'pet', nameEn: 'Dog', nameFr: 'Chien', sortOrder: 1, products: [1, 2, 3, 8, 9] },
  { slug: 'cat', group: 'pet', nameEn: 'Cat', nameFr: 'Chat', sortOrder: 2, products: [4, 5, 6, 7] },
  { slug: 'bird', group: 'pet', nameEn: 'Bird', nameFr: 'Oiseau', sortOrder: 3, products: [] },
  { slug: 'fish', group: 'pet', nameEn: 'Fish', nameFr: 'Poisson', sortOrder: 4, products: [] },
  { slug: 'small-pet', group: 'pet', nameEn: 'Small Pet', nameFr: 'Petit animal', sortOrder: 5, products: [] },
  { slug: 'food', group: 'kind', nameEn: 'Food', nameFr: 'Nourriture', sortOrder: 1, products: [1, 4, 5] },
  { slug: 'treats', group: 'kind', nameEn: 'Treats', nameFr: 'Gâteries', sortOrder: 2, products: [5] },
  { slug: 'toys', group: 'kind', nameEn: 'Toys', nameFr: 'Jouets', sortOrder: 3, products: [2, 3, 6, 7, 8, 9] },
  { slug: 'health', group: 'kind', nameEn: 'Health', nameFr: 'Santé', sortOrder: 4, products: [] },
  { slug: 'beds', group: 'kind', nameEn: 'Beds', nameFr: 'Lits', sortOrder: 5, products: [] },
] as const;
