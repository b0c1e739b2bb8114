import { createAccount, newAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { appURL } from './support/ports';
import { expect, test, type Locator, type Page } from './support/test';

const main = (page: Page) => page.getByRole('main');
const petsArea = (page: Page) => main(page).getByRole('region', { name: 'My Pets' });
const petsHeading = (page: Page) => petsArea(page).getByRole('heading', { level: 2, name: 'My Pets' });
/** One pet of the list, by its name. */
const petCard = (page: Page, name: string): Locator => petsArea(page).getByRole('article', { name, exact: true });
const form = (page: Page) => petsArea(page).getByRole('form');
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const saveButton = (page: Page) => form(page).getByRole('button', { name: 'Save Pet' });

/** What a pet card shows under a label ("Breed" → "Not specified"). */
const detail = (card: Locator, label: string) => card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');

async function openProfile(page: Page) {
  await createAccount(page.request, newAccount());
  await page.goto('/profile');
  await expect(petsHeading(page)).toBeVisible();
  await expect(petsArea(page).getByText("You haven't added any pets yet.", { exact: false })).toBeVisible();
}

async function fillPet(page: Page, pet: { name: string; type: string; age: string; breed?: string }) {
  await field(page, 'Name').fill(pet.name);
  await field(page, 'Type').selectOption(pet.type);
  await field(page, 'Age').fill(pet.age);
  await field(page, 'Breed (optional)').fill(pet.breed ?? '');
}

/** Answers the next window.confirm with `accept`, and tells what it asked. */
function answerConfirm(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) =>
    page.once('dialog', async (dialog) => {
      resolve(dialog.message());
      await (accept ? dialog.accept() : dialog.dismiss());
    }),
  );
}

async function petsOnServer(page: Page) {
  const response = await page.request.get('/api/pets');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { pets: Array<{ name: string; breed: string }> }).pets;
}

test('add, edit and delete a pet, one mode at a time, and the pets survive a reload', { tag: '@phone' }, async ({ page }) => {
  await openProfile(page);

  // Add: the form replaces the list and takes focus.
  await petsArea(page).getByRole('button', { name: 'Add Pet' }).click();
  await expect(form(page)).toHaveAccessibleName('Add a Pet');
  await expect(field(page, 'Name')).toBeFocused();
  await expect(field(page, 'Age')).toHaveAttribute('placeholder', 'e.g. 2 years');
  await expect(field(page, 'Name')).toHaveAttribute('maxlength', '60');
  await expect(field(page, 'Age')).toHaveAttribute('maxlength', '40');
  await expect(field(page, 'Breed (optional)')).toHaveAttribute('maxlength', '60');
  await expect(field(page, 'Type').locator('option')).toHaveText(['Select a type', 'Dog', 'Cat', 'Bird', 'Fish', 'Small Pet']);
  await expect(petsArea(page).getByRole('button', { name: 'Add Pet' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await fillPet(page, { name: 'Biscuit', type: 'Dog', age: '2 years' });
  await saveButton(page).click();

  const biscuit = petCard(page, 'Biscuit');
  await expect(biscuit).toBeVisible();
  await expect(form(page)).toHaveCount(0);
  await expect(detail(biscuit, 'Type')).toHaveText('Dog');
  await expect(detail(biscuit, 'Age')).toHaveText('2 years');
  await expect(detail(biscuit, 'Breed')).toHaveText('Not specified');
  await expect(biscuit.getByRole('heading', { name: 'Biscuit' })).toBeFocused();
  await expect(petsArea(page).getByRole('status')).toHaveText('Biscuit was added to your pets.');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(detail(petCard(page, 'Biscuit'), 'Breed')).toHaveText('Not specified');

  // Edit: the form starts from the pet, an unset breed as an empty field.
  await petCard(page, 'Biscuit').getByRole('button', { name: 'Edit Biscuit' }).click();
  await expect(form(page)).toHaveAccessibleName('Edit Biscuit');
  await expect(field(page, 'Name')).toBeFocused();
  await expect(field(page, 'Name')).toHaveValue('Biscuit');
  await expect(field(page, 'Type')).toHaveValue('Dog');
  await expect(field(page, 'Age')).toHaveValue('2 years');
  await expect(field(page, 'Breed (optional)')).toHaveValue('');
  await expect(petCard(page, 'Biscuit')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await fillPet(page, { name: 'Whiskers', type: 'Cat', age: '3 years', breed: 'Tabby' });
  await saveButton(page).click();
  const whiskers = petCard(page, 'Whiskers');
  await expect(detail(whiskers, 'Type')).toHaveText('Cat');
  await expect(detail(whiskers, 'Age')).toHaveText('3 years');
  await expect(detail(whiskers, 'Breed')).toHaveText('Tabby');
  await expect(whiskers.getByRole('heading', { name: 'Whiskers' })).toBeFocused();
  await expect(petCard(page, 'Biscuit')).toHaveCount(0);

  await page.reload();
  await expect(detail(petCard(page, 'Whiskers'), 'Breed')).toHaveText('Tabby');

  // Delete asks first: dismissed, nothing changes.
  let asked = answerConfirm(page, false);
  await petCard(page, 'Whiskers').getByRole('button', { name: 'Delete Whiskers' }).click();
  expect(await asked).toBe('Are you sure you want to remove this pet?');
  await expect(petCard(page, 'Whiskers')).toBeVisible();
  expect(await petsOnServer(page)).toHaveLength(1);

  asked = answerConfirm(page, true);
  await petCard(page, 'Whiskers').getByRole('button', { name: 'Delete Whiskers' }).click();
  expect(await asked).toBe('Are you sure you want to remove this pet?');
  await expect(petCard(page, 'Whiskers')).toHaveCount(0);
  await expect(petsHeading(page)).toBeFocused();
  await expect(petsArea(page).getByRole('status')).toHaveText('Whiskers was removed from your pets.');
  await expect(petsArea(page).getByText("You haven't added any pets yet.", { exact: false })).toBeVisible();

  await page.reload();
  await expect(petsArea(page).getByText("You haven't added any pets yet.", { exact: false })).toBeVisible();
  expect(await petsOnServer(page)).toEqual([]);
});

test('signed out by the time of saving: the spec message, and nothing typed is lost', async ({ page }) => {
  await openProfile(page);
  await petsArea(page).getByRole('button', { name: 'Add Pet' }).click();
  await fillPet(page, { name: 'Tweety', type: 'Bird', age: '4 months', breed: 'Canary' });

  // The session ends elsewhere (another tab) while the form is open.
  const signOut = await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: appURL } });
  expect(signOut.status(), await signOut.text()).toBe(200);

  await saveButton(page).click();
  await expect(form(page).getByRole('alert')).toContainText('You must be logged in to add a pet.');
  await expect(field(page, 'Name')).toHaveValue('Tweety');
  await expect(field(page, 'Breed (optional)')).toHaveValue('Canary');
  await expectNoAxeViolations(page);

  // Signing in again is one step away.
  await form(page).getByRole('button', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL('/login');
});

test('a save that cannot reach the server keeps the form, says so, and can be tried again', async ({ page }) => {
  await openProfile(page);
  await page.route('**/api/pets', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));

  await petsArea(page).getByRole('button', { name: 'Add Pet' }).click();
  await fillPet(page, { name: 'Bubbles', type: 'Fish', age: '1 year' });
  await saveButton(page).click();
  await expect(form(page).getByRole('alert')).toHaveText('Failed to save pet. Please try again.');
  await expect(field(page, 'Name')).toHaveValue('Bubbles');
  await expect(field(page, 'Type')).toHaveValue('Fish');
  await expect(field(page, 'Age')).toHaveValue('1 year');
  await expect(saveButton(page)).toBeEnabled();
  expect(await petsOnServer(page)).toEqual([]);

  await page.unroute('**/api/pets');
  await saveButton(page).click();
  await expect(petCard(page, 'Bubbles')).toBeVisible();
  expect(await petsOnServer(page)).toHaveLength(1);
});

test('while saving, Save is disabled and a second press adds nothing', async ({ page }) => {
  await openProfile(page);
  let posts = 0;
  // Held until both presses are made, so the second one happens while the first is on its way.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/pets', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts += 1;
    await held;
    return route.fallback();
  });

  await petsArea(page).getByRole('button', { name: 'Add Pet' }).click();
  await fillPet(page, { name: 'Rex', type: 'Dog', age: '5 years', breed: 'Boxer' });
  await field(page, 'Breed (optional)').press('Enter');
  await expect(form(page).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await field(page, 'Breed (optional)').press('Enter');
  release();
  await expect(petCard(page, 'Rex')).toBeVisible();
  expect(posts).toBe(1);
  expect(await petsOnServer(page)).toHaveLength(1);
});

test('a delete that fails is only logged and the pet stays', async ({ page }) => {
  await openProfile(page);
  const created = await page.request.post('/api/pets', {
    data: { name: 'Shadow', type: 'Cat', age: '7 years' },
    headers: { origin: appURL },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.reload();
  await expect(petCard(page, 'Shadow')).toBeVisible();

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/pets/*', (route) => (route.request().method() === 'DELETE' ? route.abort() : route.fallback()));
  const asked = answerConfirm(page, true);
  await petCard(page, 'Shadow').getByRole('button', { name: 'Delete Shadow' }).click();
  await asked;
  await expect.poll(() => errors.some((text) => text.includes('Removing the pet failed'))).toBe(true);
  await expect(petCard(page, 'Shadow')).toBeVisible();
  await expect(petCard(page, 'Shadow').getByRole('button', { name: 'Delete Shadow' })).toBeEnabled();
  await expect(petsArea(page).getByRole('alert')).toHaveCount(0);
  expect(await petsOnServer(page)).toHaveLength(1);
});

test('a pet added on the profile can fill in the booking wizard', async ({ page }) => {
  await openProfile(page);
  await petsArea(page).getByRole('button', { name: 'Add Pet' }).click();
  await fillPet(page, { name: 'Maple', type: 'Dog', age: '6 years', breed: 'Collie' });
  await saveButton(page).click();
  await expect(petCard(page, 'Maple')).toBeVisible();

  // In the same page (no reload): the wizard's list of pets is fresh.
  await main(page).getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Book Appointment' }).click();
  await expect(page).toHaveURL('/book-appointment');
  await main(page).getByRole('radio', { name: 'Grooming', exact: true }).check();
  await main(page).getByRole('radio', { name: 'Test Grooming Service' }).check();
  await main(page).getByRole('button', { name: 'Next' }).click();
  await main(page).getByLabel('Fill in from one of your pets (optional)').selectOption({ label: 'Maple (Dog, 6 years)' });
  await expect(main(page).getByLabel('Pet name')).toHaveValue('Maple');
  await expect(main(page).getByLabel('Breed (optional)')).toHaveValue('Collie');
});
