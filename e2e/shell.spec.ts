import { expect, signIn, test } from './fixtures';

test.describe('app shell', () => {
  test('Ctrl+B toggles the side panel, but not while typing in the chat box', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ai-builder');
    const collapse = page.getByRole('button', { name: 'Collapse side panel' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('Message', { exact: true }).fill('hog');
    await page.getByLabel('Message', { exact: true }).press('Control+b');
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { name: 'What deck do you want to play?' }).click();
    await page.keyboard.press('Control+b');
    await expect(page.getByRole('button', { name: 'Expand side panel' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('a dismissed connect banner stays dismissed after a reload', async ({ page, user }) => {
    // A new account has no player yet: that is a state, never a console error.
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await signIn(page, user);
    await page.goto('/app');
    const banner = page.getByRole('region', { name: 'Connect Your Clash Royale Profile' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test('a signed-in phone never shows the visitor bottom bar first on a reload', async ({
  page,
  user,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, user);
  await page.goto('/app');
  const bar = page.getByRole('navigation', { name: 'Bottom navigation' });
  await expect(bar.getByRole('link')).toHaveCount(4);
  // Every state the bar is drawn in, from the first paint of the reload on.
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { barCounts: number[] }).barCounts = seen;
    new MutationObserver(() => {
      const nav = document.querySelector('nav[aria-label="Bottom navigation"]');
      const n = nav ? nav.querySelectorAll('a').length : -1;
      if (n >= 0 && seen.at(-1) !== n) seen.push(n);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(bar.getByRole('link')).toHaveCount(4);
  const counts = await page.evaluate(
    () => (window as unknown as { barCounts: number[] }).barCounts,
  );
  expect(counts).toEqual([4]);
});

test('a success clears the error toasts still on screen', async ({ page }) => {
  await page.goto('/ai-builder');
  await page.getByLabel('Message', { exact: true }).fill('hog 2.6');
  await page.getByLabel('Message', { exact: true }).press('Enter');
  const suggestion = page.getByRole('region', { name: 'Suggested deck' });
  await suggestion.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Login Required')).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Chat Reset')).toBeVisible();
  await expect(page.getByText('Login Required')).toHaveCount(0);
});
