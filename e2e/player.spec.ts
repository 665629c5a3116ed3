import { connectSamplePlayer, expect, expectAccessible, signIn, test } from './fixtures';

test.describe('player connection', () => {
  test('onboarding connects a tag, then the profile shows the deck and collection', async ({
    page,
    user,
  }) => {
    await signIn(page, user, { onboarding: true });
    await page.goto('/app');
    const onboarding = page.getByRole('dialog', { name: 'Connect Your Clash Royale Profile' });
    await expect(onboarding).toBeVisible();
    await expectAccessible(page);

    await onboarding.getByRole('button', { name: 'How to find your Player Tag' }).click();
    const help = page.getByRole('dialog', { name: 'How to find your Player Tag' });
    await expect(help.getByText('Step 1 of 3: Open Clash Royale')).toBeVisible();
    await help.getByRole('button', { name: 'Next' }).click();
    await help.getByRole('button', { name: 'Next' }).click();
    await help.getByRole('button', { name: 'Got it!' }).click();

    await onboarding.getByRole('button', { name: 'Connect Player Tag' }).click();
    await expect(page.getByText('Player tag required')).toBeVisible();
    await onboarding.getByLabel('Player Tag').fill('#not-a-tag');
    await onboarding.getByRole('button', { name: 'Connect Player Tag' }).click();
    await expect(page.getByText(/Player tags use only the characters/)).toBeVisible();
    await onboarding.getByLabel('Player Tag').fill('rgoguvjg');
    await onboarding.getByRole('button', { name: 'Connect Player Tag' }).click();
    await expect(page.getByText('Player connected successfully!')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Setup Complete!' })).toBeVisible();
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(
      page.getByRole('region', { name: 'Connect Your Clash Royale Profile' }),
    ).toHaveCount(0);

    await page.goto('/profile');
    await expect(page.getByText('#RG0GUVJG')).toBeVisible();
    await expect(page.getByText('8/8')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tower cards' }).getByRole('listitem')).toHaveCount(
      1,
    );
    const collection = page.getByRole('list', { name: 'Collection' });
    await expect(collection.getByRole('listitem')).toHaveCount(24);
    const more = page.getByRole('button', { name: /^Load More Cards \(24\/\d+\)$/ });
    await more.click();
    await expect(collection.getByRole('listitem')).toHaveCount(48);
    await expect(page.getByText(/Last updated/)).toBeVisible();
    await page.screenshot({ path: '.tmp/shot-profile.png' });
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('Player data refreshed successfully')).toBeVisible();

    // The chat now builds from the player's cards, and its deck shows their levels.
    await page.goto('/deck-builder');
    await expect(
      page.getByRole('region', { name: 'Get Personalized Deck Recommendations' }),
    ).toHaveCount(0);
    await page.getByRole('button', { name: 'Suggest a deck using my highest level cards' }).click();
    const deck = page.getByRole('region', { name: 'Suggested deck' });
    await expect(deck.getByText(/^Level \d+$/)).toHaveCount(8);
    await expect(deck.getByText('Not Owned')).toHaveCount(0);
  });

  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`the profile coaches on a ${label}: upgrade plan, war decks, improve this deck`, async ({
      page,
      user,
    }) => {
      // A whole journey (six pages, three axe scans, two full-page screenshots): about 20 s alone,
      // and it once passed the 45 s default while CI ran the other workers beside it.
      test.slow();
      await page.setViewportSize(viewport);
      await signIn(page, user);
      await connectSamplePlayer(page);
      await page.goto('/profile');

      // On a phone the long profile has links to its sections under the header.
      const sections = page.getByRole('navigation', { name: 'Profile sections' });
      if (label === 'phone') {
        await sections.getByRole('link', { name: 'Collection' }).click();
        await expect(page.getByText('Card Collection')).toBeInViewport();
        await expect(sections).toBeInViewport();
        await sections.getByRole('link', { name: 'Upgrades' }).click();
        await expect(page.getByText('Upgrade Plan')).toBeInViewport();
      } else {
        await expect(sections).toBeHidden();
      }

      // The 2026 sample: Lava Hound and Baby Dragon are a level below the rest of the deck; then
      // cards of the player's war decks, each said to be outside the current deck.
      const plan = page.getByRole('list', { name: 'Cards to upgrade, in order' });
      await expect(plan.getByRole('listitem')).toHaveCount(5);
      await expect(plan.getByRole('listitem').first()).toContainText('Lava Hound');
      await expect(plan.getByRole('listitem').first()).toContainText('120,000 gold');
      await expect(plan.getByRole('listitem').nth(2)).toContainText(
        'not in your current deck, but in 1 of the 4 war decks built from your collection',
      );

      // Recent battles from the fake upstream's battle log: lost to LavaLoon and Hog 2.6.
      await expect(page.getByText('12 wins, 6 losses')).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Results by opponent archetype' }).getByText('LavaLoon'),
      ).toBeVisible();
      await expect(page.getByText(/^Your deck lost 6 of its last 18 recorded games/)).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Last battles' }).getByRole('listitem'),
      ).toHaveCount(10);

      await page.getByRole('button', { name: 'Build War Decks' }).click();
      const decks = page.getByRole('region', { name: /^War deck \d: / });
      await expect(decks).toHaveCount(4);
      await expect(decks.first().getByRole('button', { name: /Save/ })).toBeVisible();
      await page.screenshot({ path: `.tmp/shot-profile-coach-${label}.png`, fullPage: true });
      await expectAccessible(page);

      // Save All 4: one named group in the saved decks, each deck with its own Open button.
      await page.getByRole('button', { name: 'Save All 4' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save 4 Decks' });
      await expect(dialog.getByLabel('Group name')).toHaveValue(/^War decks · /);
      await dialog.getByLabel('Group name').fill('Clan war set');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Save All' }).click();
      await expect(
        page.getByText('4 decks are in your saved decks as "Clan war set".'),
      ).toBeVisible();
      await page.goto('/saved-decks');
      const group = page.getByRole('region', { name: /Clan war set/ });
      await expect(group.getByRole('button', { name: 'Open' })).toHaveCount(4);
      await expect(group.getByText(/^War deck 1 · /)).toBeVisible();
      await page.screenshot({ path: `.tmp/shot-saved-group-${label}.png` });
      await page.goto('/profile');

      await page.getByRole('link', { name: 'Improve this deck' }).click();
      await expect(page).toHaveURL(/\/ai-builder$/);
      await expect(page.getByText('Improving your deck')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Suggested deck' })).toBeVisible();

      // Home greets the player (as new: the account was made for this test), shows their deck and
      // opens that chat again.
      await page.goto('/app');
      await expect(page.getByText(/^Welcome, /)).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Your current deck' }).getByRole('listitem'),
      ).toHaveCount(8);
      // Each card of the current deck carries the player's level for it.
      await expect(
        page.getByRole('list', { name: 'Your current deck' }).getByText(/^Level \d+$/),
      ).toHaveCount(8);
      await expect(
        page.getByRole('region', { name: 'Connect Your Clash Royale Profile' }),
      ).toHaveCount(0);
      await page.getByRole('list', { name: 'Recent chats' }).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/ai-builder$/);
      await expect(page.getByText('Improving your deck')).toBeVisible();

      // The profile in the dark theme keeps AA contrast too (its "Delete account" button once
      // had white text on a light red).
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.goto('/profile');
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(page.getByRole('button', { name: 'Delete account' })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('a deck tile with a level badge names its card once when the art cannot load', async ({
    page,
    user,
  }) => {
    await signIn(page, user);
    await connectSamplePlayer(page);
    // The e2e server has no route to the card art hosts: every tile shows its placeholder.
    await page.goto('/ai-builder');
    await page.getByLabel('Message', { exact: true }).fill('hog 2.6');
    await page.getByLabel('Message', { exact: true }).press('Enter');
    const suggestion = page.getByRole('region', { name: 'Suggested deck' });
    const tile = suggestion.getByTestId('card-tile').filter({ hasText: 'Musketeer' });
    await expect(tile.getByText(/^Lv \d+$/)).toBeVisible();
    await expect(tile.getByRole('img', { name: 'Musketeer' })).toBeVisible();
    // The level badge sits on the placeholder's foot: the name is the line under the art, once.
    expect(await tile.innerText()).not.toMatch(/Muske.*[\s\S]*Musketeer/);
    await expect(tile.getByText('Musketeer', { exact: true })).toBeVisible();
  });

  test("a connected player's decks keep their tower troop: chat, share link, saved deck", async ({
    page,
    user,
  }) => {
    await signIn(page, user);
    await connectSamplePlayer(page);
    await page.addInitScript(() => {
      const w = window as unknown as { opened: string[]; copied: string[] };
      w.opened = [];
      w.copied = [];
      window.open = (url?: string | URL) => {
        w.opened.push(String(url));
        return null;
      };
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: async (text: string) => void w.copied.push(text) },
      });
    });
    await page.goto('/ai-builder');
    await page.getByLabel('Message', { exact: true }).fill('hog 2.6');
    await page.getByLabel('Message', { exact: true }).press('Enter');
    const suggestion = page.getByRole('region', { name: 'Suggested deck' });
    // The sample player has Dagger Duchess equipped (159000002).
    await expect(suggestion.getByText('Tower troop: Dagger Duchess')).toBeVisible();
    // Share first, each toast seen before the next click: the first toast, bottom right, can lie
    // over the other button while it enters, and under CI load the second toast came too late.
    await suggestion.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    await suggestion.getByRole('button', { name: 'Open in Game' }).click();
    await expect(page.getByText('Opening Clash Royale!')).toBeVisible();
    const { opened, copied } = await page.evaluate(() => {
      const w = window as unknown as { opened: string[]; copied: string[] };
      return { opened: w.opened, copied: w.copied };
    });
    expect(opened[0]).toMatch(/&tt=159000002$/);
    expect(copied[0]).toMatch(/\/deck\/(\d+-){7}\d+\?tt=159000002$/);

    // The deck saved from the chat keeps it, and so does the shared page.
    await suggestion.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Deck' });
    await dialog.getByLabel('Name').fill('Duchess Hog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Deck Saved!')).toBeVisible();
    const shared = new URL(String(copied[0]));
    await page.goto(shared.pathname + shared.search);
    await expect(page.getByText('Tower troop: Dagger Duchess')).toBeVisible();
    await page.goto('/saved-decks');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Duchess Hog' }) });
    await expect(card.getByText('Tower troop: Dagger Duchess')).toBeVisible();
    await card.getByRole('button', { name: 'Open' }).click();
    const after = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    expect(after.at(-1)).toMatch(/&tt=159000002$/);
  });

  test('signed-out visitors see the profile prompt; the deck builder offers a connect modal', async ({
    page,
  }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to App' })).toHaveAttribute('href', '/app');

    await page.goto('/deck-builder');
    await expect(page.getByRole('heading', { name: 'AI Builder' })).toBeVisible();
    await page.getByRole('button', { name: 'Connect Player Tag' }).click();
    const modal = page.getByRole('dialog', { name: 'Connect Your Player' });
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    await modal.getByLabel('Player ID (optional)').fill('#2PGGCJJL');
    await modal.getByRole('button', { name: 'Connect Player ID' }).click();
    await expect(page.getByText('Player data fetched successfully!')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Save Your Progress' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(
      page.getByRole('region', { name: 'Get Personalized Deck Recommendations' }),
    ).toHaveCount(0);
    await page.getByRole('button', { name: 'Suggest a deck using my highest level cards' }).click();
    await expect(page.getByRole('region', { name: 'Suggested deck' })).toBeVisible();
    await expect(page.getByText(/Your cards in this deck average level/).last()).toBeVisible();
  });

  test('player search shows a public profile', async ({ page }) => {
    await page.goto('/cards');
    await page
      .getByRole('navigation', { name: 'Primary' })
      .getByRole('link', { name: 'Browse Players' })
      .click();
    await expect(page).toHaveURL(/\/browse-player$/);
    await page.getByLabel('Player Tag').fill('#BAD!');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toContainText('Player tags use only the characters');
    await page.getByLabel('Player Tag').fill('#RG0GUVJG');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(/trophies/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Deck cards' }).getByRole('listitem')).toHaveCount(
      8,
    );
    await expectAccessible(page);
    // The tag is in the URL: a reload shows the same player.
    await expect(page).toHaveURL(/\?tag=%23RG0GUVJG$/);
    await page.reload();
    await expect(page.getByText(/trophies/)).toBeVisible();

    // A player that does not exist, then a bad tag: only the new error shows.
    await page.getByLabel('Player Tag').fill('#QQQQQQQQ');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toContainText('No player was found');
    await page.getByLabel('Player Tag').fill('#BAD!');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByRole('alert')).toContainText('Player tags use only the characters');
  });
});
