import type { Page } from '@playwright/test';
import { expect, expectAccessible, readMailLink, test, uniqueEmail } from './fixtures';

test.describe('accounts', () => {
  test('signs up, confirms by mail, signs out and back in', async ({ page }) => {
    const email = uniqueEmail('ui');
    const password = 'a-long-password-1';
    await page.goto('/auth');
    await expect(page).toHaveTitle(/Sign In/);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created successfully!')).toBeVisible();
    await expect(page.getByRole('status').getByText('Check your email')).toBeVisible();

    // Not confirmed yet: sign-in is refused with a clear message.
    await page.getByRole('button', { name: 'Go to Sign In' }).click();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(
      page.getByText('Please confirm your email first.', { exact: false }),
    ).toBeVisible();

    // The confirmation link from the outbox lands on /app, signed in.
    await page.goto(await readMailLink(email));
    await expect(page).toHaveURL(/\/app$/);
    // A new account has no player yet: the onboarding opens; skipping it is remembered.
    const onboarding = page.getByRole('dialog', { name: 'Connect Your Clash Royale Profile' });
    await onboarding.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page.getByText('Onboarding skipped')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Primary' });
    await expect(nav.getByRole('link', { name: 'Saved Decks' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Signed out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/app');
    await expect(nav.getByRole('link', { name: 'Saved Decks' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveCount(0);

    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);
    await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  });

  test('resets a forgotten password from the mailed link', async ({ page, user }) => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(dialog.getByLabel('Email')).toHaveValue(user.email);
    // Sending the reset link must not also submit the Sign In form behind the dialog: that
    // request would leave before the reset answer arrives, so none may be seen by then.
    const signIns: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/sign-in')) signIns.push(r.url());
    });
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByText(`If an account exists for ${user.email}`)).toBeVisible();
    expect(signIns).toEqual([]);
    await expect(page.getByText('Login failed')).toHaveCount(0);

    await page.goto(await readMailLink(user.email, /https?:\/\/\S*reset-password\S*/g));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel('New password', { exact: true }).fill('my-new-password-2');
    await page.getByLabel('Confirm new password').fill('my-new-password-3');
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('my-new-password-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('my-new-password-2');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('signed-out visitors see the sign-in prompts', async ({ page }) => {
    await page.goto('/saved-decks');
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
    await expect(page.getByText('Please log in to view your saved decks')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth',
    );
  });
});

/** A visitor asks for a Hog 2.6 deck, presses Save, and follows "Sign In" from the prompt. */
async function visitorPressesSaveOnAHogDeck(page: Page): Promise<void> {
  await page.goto('/ai-builder');
  await page.getByLabel('Message', { exact: true }).fill('hog 2.6');
  await page.getByLabel('Message', { exact: true }).press('Enter');
  const suggestion = page.getByRole('region', { name: 'Suggested deck' });
  await expect(
    suggestion.getByRole('list', { name: 'Deck cards' }).getByRole('listitem'),
  ).toHaveCount(8);
  await suggestion.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Login Required')).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fai-builder$/);
}

test('a visitor who presses Save and signs in keeps the chat and the deck, and comes back', async ({
  page,
  user,
}) => {
  await visitorPressesSaveOnAHogDeck(page);

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/ai-builder$/);
  await expect(page.getByText('Your chats are in your account')).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  const history = page.getByRole('navigation', { name: 'Chat history' });
  await expect(history.getByRole('button', { name: /^hog 2\.6/ })).toBeVisible();
  // The chat they were in is open again, from the account.
  await expect(
    page.getByRole('log', { name: 'Messages' }).getByText('hog 2.6', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Suggested deck' })).toBeVisible();
  await expect(page.getByText('Deck Saved!')).toBeVisible();
  const decks = (await (await page.request.get('/api/decks')).json()) as { cardIds: number[] }[];
  expect(decks).toHaveLength(1);
  expect(decks[0]?.cardIds).toHaveLength(8);
  // The chat left the browser's visitor store: it lives in the account now.
  expect(await page.evaluate(() => localStorage.getItem('thread-store'))).toContain('"threads":[]');
});

test('a visitor who presses Save and signs up comes back to the chat, with the deck saved', async ({
  page,
}) => {
  const email = uniqueEmail('visitor-signup');
  await visitorPressesSaveOnAHogDeck(page);

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-password-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('status').getByText('Check your email')).toBeVisible();

  // The confirmation link signs them in on the page they left, not on /app.
  await page.goto(await readMailLink(email));
  await expect(page).toHaveURL(/\/ai-builder$/);
  await expect(page.getByText('Deck Saved!')).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(
    page.getByRole('log', { name: 'Messages' }).getByText('hog 2.6', { exact: true }),
  ).toBeVisible();
  const decks = (await (await page.request.get('/api/decks')).json()) as { cardIds: number[] }[];
  expect(decks).toHaveLength(1);
});
