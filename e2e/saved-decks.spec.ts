import { expect, expectAccessible, test } from './fixtures';

test.describe('saved decks', () => {
  test('saves a chat suggestion, lists it, opens it in the game and deletes it', async ({
    signedInPage: page,
  }) => {
    await page.goto('/saved-decks');
    await expect(page.getByRole('heading', { name: 'No Saved Decks' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Build a Deck' })).toHaveAttribute(
      'href',
      '/ai-builder',
    );

    await page.goto('/ai-builder');
    await page.getByLabel('Message', { exact: true }).fill('build me a hog cycle deck');
    await page.getByLabel('Message', { exact: true }).press('Enter');
    const suggestion = page.getByRole('region', { name: 'Suggested deck' });
    await expect(
      suggestion.getByRole('list', { name: 'Deck cards' }).getByRole('listitem'),
    ).toHaveCount(8);
    await page.screenshot({ path: '.tmp/shot-chat.png' });
    await suggestion.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Deck' });
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByLabel('Name').fill('  ');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByLabel('Name').fill('Ladder Hog');
    await expect(dialog.getByLabel('Description')).toHaveAttribute('rows', '3');
    await dialog.getByLabel('Description').fill('Fast cycle for ladder');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Deck Saved!')).toBeVisible();

    await page.goto('/saved-decks');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Ladder Hog' }) });
    await expect(card.getByText('Fast cycle for ladder')).toBeVisible();
    await expect(card.getByText(/^Avg: \d\.\d$/)).toBeVisible();
    await expect(card.getByText('8 Cards')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Deck cards' }).getByRole('listitem')).toHaveCount(
      8,
    );
    await page.screenshot({ path: '.tmp/shot-saved.png', fullPage: true });
    await expectAccessible(page);

    // Open: the game's copy-deck link with this deck's 8 ids and the 'Royals' label.
    await page.evaluate(() => {
      (window as unknown as { opened: string[] }).opened = [];
      window.open = (url?: string | URL) => {
        (window as unknown as { opened: string[] }).opened.push(String(url));
        return null;
      };
    });
    await card.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByText('Opening Clash Royale!')).toBeVisible();
    const [opened] = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    expect(opened).toMatch(
      /^https:\/\/link\.clashroyale\.com\/en\/\?clashroyale:\/\/copyDeck\?deck=(\d+;){7}\d+&l=Royals&tt=159000000$/,
    );
    const decks = await (await page.request.get('/api/decks')).json();
    expect(opened).toContain(`deck=${decks[0].cardIds.join(';')}&`);

    await card.getByRole('button', { name: 'Show analysis' }).click();
    await expect(card.getByText('Attack', { exact: true })).toBeVisible();

    // A desktop has no game: the same link as a QR code to scan with a phone.
    await card.getByRole('button', { name: 'QR code for Ladder Hog' }).click();
    const qr = page.getByRole('dialog', { name: 'Open on your phone' });
    await expect(
      qr.getByRole('img', { name: 'QR code of the link to Ladder Hog' }),
    ).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(qr).toBeHidden();

    // Delete offers Undo, which brings the deck back exactly as it was (nothing was deleted).
    await card.getByRole('button', { name: 'Delete Ladder Hog' }).click();
    await expect(page.getByText('Deck Deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ladder Hog' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(card.getByText('Fast cycle for ladder')).toBeVisible();
    await page.reload();
    await expect(card.getByText('Fast cycle for ladder')).toBeVisible();

    // Without Undo the deck is gone, also after leaving the page before the toast closes.
    await card.getByRole('button', { name: 'Delete Ladder Hog' }).click();
    await expect(page.getByRole('heading', { name: 'No Saved Decks' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No Saved Decks' })).toBeVisible();
    expect(await (await page.request.get('/api/decks')).json()).toEqual([]);
  });
});

test('a shared deck page opens for anyone, with the deck, its analysis and ways to keep it', async ({
  page,
}) => {
  const hog = [26000021, 26000014, 26000038, 26000030, 26000010, 27000000, 28000000, 28000011];
  await page.goto(`/deck/${hog.join('-')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hog 2.6 deck' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Deck cards' }).getByRole('listitem')).toHaveCount(8);
  await expect(page.getByText('Avg: 2.6')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to save' })).toHaveAttribute(
    'href',
    `/auth?next=${encodeURIComponent(`/deck/${hog.join('-')}`)}`,
  );
  await expect(page.getByRole('button', { name: 'Open in game' })).toBeVisible();
  await expectAccessible(page);

  // A link with its tower troop keeps it: shown, in the game link and through sign-in.
  await page.goto(`/deck/${hog.join('-')}?tt=159000002`);
  await expect(page.getByText('Tower troop: Dagger Duchess')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to save' })).toHaveAttribute(
    'href',
    `/auth?next=${encodeURIComponent(`/deck/${hog.join('-')}?tt=159000002`)}`,
  );
  await page.evaluate(() => {
    (window as unknown as { opened: string[] }).opened = [];
    window.open = (url?: string | URL) => {
      (window as unknown as { opened: string[] }).opened.push(String(url));
      return null;
    };
  });
  await page.getByRole('button', { name: 'Open in game' }).click();
  const [opened] = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
  expect(opened).toMatch(/&tt=159000002$/);

  await page.goto(`/deck/${hog.slice(0, 7).join('-')}`);
  await expect(page.getByRole('heading', { name: 'Not a deck' })).toBeVisible();
});
