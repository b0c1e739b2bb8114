/**
 * The spec's two pet-care tips, word for word, as the seed writes them into the blog
 * (issue 30: the owner writes the others in the console). /blog/1 and /blog/2 are these.
 */
export interface BlogPost {
  id: number;
  title: string;
  author: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  tags: string[];
  /** Short text for the home page card. */
  snippet: string;
  image: { src: string; alt: string; width: number; height: number };
  paragraphs: string[];
}

/** A post's words in another language (blog-posts.fr-CA.ts). */
export interface BlogPostTranslation {
  title: string;
  snippet: string;
  tags: string[];
  imageAlt: string;
  paragraphs: string[];
}

export const blogPosts: BlogPost[] = [
  {
    id: 1,
    title: 'Winter Paw and Coat Care Between Grooming Visits',
    author: 'Maya Thompson',
    date: '2026-01-14',
    tags: ['Dogs', 'Grooming', 'Winter'],
    snippet:
      'Road salt, ice and dry indoor air are hard on paws and coats. Five minutes after each walk keeps your dog comfortable until the next groom.',
    image: {
      src: '/images/blog/post-1.svg',
      alt: 'Illustration of a dog in a red scarf sitting in the snow beside a folded towel',
      width: 800,
      height: 450,
    },
    paragraphs: [
      'A Hamilton winter is tough on paws. Sidewalks downtown and the trails along the escarpment are salted from November to March, and rock salt and chemical de-icers dry out paw pads until they crack. Dogs also lick their feet clean once they are home, which means swallowing whatever was on the road. The good news is that a few small habits between grooming visits prevent most of the trouble.',
      'Rinse and dry after every walk. Keep an old towel and a shallow bowl of lukewarm water by the door, dip each paw, and work your fingers between the toes where salt and grit collect. Then dry thoroughly, including between the pads: damp fur trapped there is what turns into red, itchy skin by February.',
      'Keep the fur between the pads trimmed level with the pads and keep nails short. Long tufts collect snowballs that pull at the skin, and long nails give your dog less grip on ice. A simple test: if you can hear nails clicking on the kitchen floor, they are due for a trim. If your dog dislikes having its feet handled, a quick paw tidy at the groomer is far less stressful than a struggle on the living room floor.',
      'Brush more, bathe less. A coat only keeps a dog warm if air can move through it, and mats flatten the coat and hold moisture against the skin. Two or three short brushing sessions a week are enough for most dogs; double-coated breeds such as huskies and shepherds should never be shaved for winter. When a bath is needed, use lukewarm water and make sure your dog is completely dry before going back outside.',
      'Protect before you go out. A thin layer of pet-safe paw wax forms a barrier against salt, and booties work well for dogs who accept them; introduce them indoors for a minute at a time, with treats, before the first real walk. Small, short-haired and senior dogs often appreciate a coat once temperatures fall below about minus ten.',
      'Finally, know when to call the vet. Limping, bleeding or deeply cracked pads, swelling between the toes, or licking that will not stop are signs that something needs a closer look. Caught early, most winter paw problems heal quickly, and your dog can get back to enjoying the snow.',
    ],
  },
  {
    id: 2,
    title: 'Settling In a New Cat: The First Two Weeks',
    author: 'Jordan Lee',
    date: '2026-02-18',
    tags: ['Cats', 'New Pets', 'Toys'],
    snippet:
      'A calm base camp, a steady routine and the right toys help a new cat feel at home. Here is how to plan the first two weeks.',
    image: {
      src: '/images/blog/post-2.svg',
      alt: 'Illustration of a cat peeking out of a cardboard box next to a feather wand toy',
      width: 800,
      height: 450,
    },
    paragraphs: [
      'Bringing a cat home is exciting for you and overwhelming for them. Cats read the world through smell and routine, so a new home is a lot to take in at once. The kindest thing you can do is make it smaller: set up one quiet room as base camp before your cat arrives.',
      'Base camp needs a litter box, food and water placed well away from the litter, a scratching post, and somewhere to hide. A cardboard box on its side with a soft blanket inside works as well as any bed. If the shelter or breeder can give you a blanket or toy that smells of their old home, put it in the room too.',
      'Let your cat set the pace. Sit on the floor, read or scroll quietly, and let them come to you; a slow blink is a friendly hello in cat language. Never pull a cat out of a hiding spot. Confident cats often explore the whole house within a few days, while shy cats can take two weeks or more, and both are normal.',
      'Keep meals and litter predictable. Feed at the same times each day and start with the food your cat was already eating; if you want to switch, mix in the new food gradually over seven to ten days to avoid an upset stomach. Plan on one litter box per cat plus one, with an unscented clumping litter that most cats accept.',
      'Play is how a new cat burns off nerves and learns to trust you. Wand toys, crinkle balls, kick toys and simple puzzle feeders are great choices. Keep string, ribbon, elastic bands and tinsel out of reach, since they are dangerous if swallowed, and put wand toys away after each session. If you use a laser toy, finish by letting your cat pounce on something real, like a toy mouse or a treat, so the hunt ends with a catch.',
      'Book a vet visit within the first week or two, and bring any records you were given. It is the right time to confirm vaccinations, check or register a microchip, and talk about spaying or neutering, diet and parasite prevention, so your new family member starts off healthy.',
    ],
  },
];
