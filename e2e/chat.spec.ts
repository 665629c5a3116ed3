import type { Locator } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

test.describe('AI chat', () => {
  test('a visitor asks a quick prompt and sees streamed text, then a deck', async ({ page }) => {
    await page.goto('/ai-builder');
    await expect(page).toHaveTitle(/AI Deck Builder/);
    await expect(
      page.getByText('No chat history yet. Start a conversation to see it here.'),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Build me a balanced deck for my arena' }).click();
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log.getByText('Build me a balanced deck for my arena')).toBeVisible();
    await expect(log.getByRole('heading', { level: 2 })).toBeVisible();
    const deck = page.getByRole('region', { name: 'Suggested deck' });
    await expect(deck).toBeVisible();
    await expect(deck.getByRole('list', { name: 'Deck cards' }).getByRole('listitem')).toHaveCount(
      8,
    );
    await expect(deck.getByText(/^Avg: \d\.\d$/)).toBeVisible();
    // The deck's evolution / hero slots lead it with their own frame, as in the game.
    await expect(
      deck
        .getByRole('listitem')
        .first()
        .getByText(/^(?:Evo|Hero)$/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();

    // The visitor's thread is kept in this browser.
    const stored = await page.evaluate(() => localStorage.getItem('thread-store'));
    expect(JSON.parse(stored ?? '{}').threads).toHaveLength(1);
    await page.reload();
    await expect(
      page
        .getByRole('navigation', { name: 'Chat history' })
        .getByRole('button', { name: /^Build me a balanced/ }),
    ).toBeVisible();

    // Saving needs an account.
    await page
      .getByRole('region', { name: 'Suggested deck' })
      .getByRole('button', { name: 'Save' })
      .click();
    await expect(page.getByText('Please log in to save decks')).toBeVisible();
    await expectAccessible(page);
  });

  test('Enter sends, Shift+Enter adds a line, follow-ups change the deck', async ({ page }) => {
    await page.goto('/ai-builder');
    const input = page.getByLabel('Message', { exact: true });
    await input.fill('golem beatdown');
    await input.press('Shift+Enter');
    await expect(input).toHaveValue('golem beatdown\n');
    await input.press('Enter');
    await expect(page.getByRole('region', { name: 'Suggested deck' })).toHaveCount(1);
    await input.fill('make it cheaper');
    await input.press('Enter');
    await expect(page.getByRole('region', { name: 'Suggested deck' })).toHaveCount(2);
    await expect(
      page.getByText(/Changed from your last deck: .+ → .+; kept the other \d\./),
    ).toBeVisible();

    // An exact swap is marked on the deck, and Undo brings the previous deck back.
    await input.fill('replace golem with giant');
    await input.press('Enter');
    const decks = page.getByRole('region', { name: 'Suggested deck' });
    await expect(decks).toHaveCount(3);
    const swapped = decks.nth(2);
    await expect(swapped.getByText(/Changed: Golem → Giant/)).toBeVisible();
    await expect(swapped.getByText('New in this deck:')).toHaveCount(1);
    const cardsOf = async (n: number) =>
      (await decks.nth(n).getByRole('list', { name: 'Deck cards' }).innerText())
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .sort();
    const before = await cardsOf(1);
    await swapped.getByRole('button', { name: 'Undo' }).click();
    await expect(decks).toHaveCount(4);
    expect(await cardsOf(3)).toEqual(before);
  });

  test('a signed-in user creates, renames, switches and deletes threads', async ({
    signedInPage: page,
  }) => {
    await page.goto('/ai-builder');
    const history = page.getByRole('navigation', { name: 'Chat history' });
    await expect(
      history.getByText('No chat history yet. Start a conversation to see it here.'),
    ).toBeVisible();
    await page.getByLabel('Message', { exact: true }).fill('build me a hog cycle deck');
    await page.getByLabel('Message', { exact: true }).press('Enter');
    await expect(page.getByRole('region', { name: 'Suggested deck' })).toBeVisible();
    await expect(history.getByRole('button', { name: /^Hog Rider cycle/ })).toBeVisible();
    await expect(history.getByText(/2 messages/)).toBeVisible();

    await history.getByRole('button', { name: 'Create chat' }).click();
    await expect(page.getByText('New Chat Created')).toBeVisible();
    await page.getByLabel('Message', { exact: true }).fill('x-bow siege');
    await page.getByLabel('Message', { exact: true }).press('Enter');
    await expect(history.getByRole('button', { name: /^X-Bow siege/ })).toBeVisible();

    // Rename inline: Escape cancels, Enter saves.
    await history.getByRole('button', { name: /Options for X-Bow siege/ }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await history.getByLabel('Chat title').fill('Never mind');
    await history.getByLabel('Chat title').press('Escape');
    await expect(history.getByRole('button', { name: /^X-Bow siege/ })).toBeVisible();
    await history.getByRole('button', { name: /Options for X-Bow siege/ }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await history.getByLabel('Chat title').fill('Siege practice');
    await history.getByLabel('Chat title').press('Enter');
    await expect(history.getByRole('button', { name: /^Siege practice/ })).toBeVisible();

    // A long title truncates; its menu stays inside the sidebar.
    const long = 'Siege practice against every Golem and Lava deck on the ladder this season';
    await history.getByRole('button', { name: /Options for Siege practice/ }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await history.getByLabel('Chat title').fill(long);
    await history.getByLabel('Chat title').press('Enter');
    const options = history.getByRole('button', { name: `Options for ${long}` });
    await expect(options).toBeVisible();
    expect(await within(options, history)).toBe(true);

    // Switch back to the first thread: its messages load in order.
    await history.getByRole('button', { name: /^Hog Rider cycle/ }).click();
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log.getByText('build me a hog cycle deck')).toBeVisible();
    await expect(log.getByText('x-bow siege')).toHaveCount(0);

    // Reset clears the view, and its Undo shows the same chat again.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('Chat Reset')).toBeVisible();
    await expect(log.getByText('build me a hog cycle deck')).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(log.getByText('build me a hog cycle deck')).toBeVisible();

    await history.getByRole('button', { name: /Options for Hog Rider cycle/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByText('Chat Deleted')).toBeVisible();
    // Undo brings the chat back; deleting again without Undo removes it.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(history.getByRole('button', { name: /^Hog Rider cycle/ })).toBeVisible();
    await expect(log.getByText('build me a hog cycle deck')).toBeVisible();
    await history.getByRole('button', { name: /Options for Hog Rider cycle/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(history.getByRole('button', { name: /^Hog Rider cycle/ })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Build me a balanced deck for my arena' }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('after a long answer on a phone, the suggested deck is still in view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ai-builder');
    const box = page.getByLabel('Message', { exact: true });
    await box.fill('hog 2.6');
    await box.press('Enter');
    await expect(page.getByRole('region', { name: 'Suggested deck' })).toBeVisible();
    await box.fill('how do I play this deck?');
    await box.press('Enter');
    await expect(page.getByText('Attack.').last()).toBeAttached();
    await box.fill('make it cheaper');
    await box.press('Enter');
    await expect(page.getByText(/Changed from your last deck/).last()).toBeAttached();
    const decks = page.getByRole('region', { name: 'Suggested deck' });
    // The newest answer's deck, not the end of its long text, is what the phone shows.
    await expect(decks.last()).toBeInViewport({ ratio: 0.3 });
    // Only the message list scrolls: the page itself never grows past the screen (hidden text on
    // a changed card once escaped the list and pushed the header and composer out of place).
    const layout = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      scrolled: window.scrollY,
    }));
    expect(layout).toEqual({ height: 844, scrolled: 0 });
    await expect(page.getByRole('button', { name: 'Reset' })).toBeInViewport();
  });

  test('two decks compared sit side by side on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/ai-builder');
    await page.getByLabel('Message', { exact: true }).fill('compare hog 2.6 and xbow cycle');
    await page.keyboard.press('Enter');
    const pair = page.getByRole('group', { name: 'Decks side by side' });
    const hog = pair.getByRole('region', { name: 'Hog 2.6' });
    const xbow = pair.getByRole('region', { name: 'X-Bow cycle' });
    await expect(hog).toBeVisible();
    await expect(xbow).toBeVisible();
    // Measured once the answer is complete, both in one frame: the log scrolls while it streams.
    await expect(page.getByText('Save or open either deck.')).toBeVisible();
    const [a, b] = await pair.evaluate((group) =>
      [...group.querySelectorAll(':scope > section')].map((s) => {
        const r = s.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width };
      }),
    );
    // Same row, the second to the right of the first.
    expect(Math.abs((a?.y ?? 0) - (b?.y ?? 1))).toBeLessThan(2);
    expect(b?.x ?? 0).toBeGreaterThan((a?.x ?? 0) + (a?.width ?? 0) - 1);
    await expectAccessible(page);
  });

  test('"give me two decks" shows two decks with no card in common, saved together', async ({
    page,
  }) => {
    await page.goto('/ai-builder');
    await page.getByLabel('Message', { exact: true }).fill('give me two decks');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Two decks' })).toBeVisible();
    const pair = page.getByRole('group', { name: 'Decks side by side' });
    await expect(pair.locator(':scope > section')).toHaveCount(2);
    // A visitor is offered the group save behind sign-in.
    await expect(page.getByRole('link', { name: /Sign in to save all 2/ })).toBeVisible();
  });

  test('the phone layout opens chat history in a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ai-builder');
    await page
      .getByRole('button', { name: "What's a good counter to popular meta decks?" })
      .click();
    await expect(page.getByRole('region', { name: 'Suggested deck' })).toBeVisible();
    await page.getByRole('button', { name: 'Chat History' }).click();
    const drawer = page.getByRole('dialog', { name: 'Chat History' });
    await expect(drawer.getByRole('button', { name: /^What's a good counter/ })).toBeVisible();
    // Nothing overlaps the drawer's close button, and titles stay inside the drawer.
    const close = drawer.getByRole('button', { name: 'Close' });
    const create = drawer.getByRole('button', { name: 'Create chat' });
    const [a, b] = [await close.boundingBox(), await create.boundingBox()];
    expect(
      a &&
        b &&
        (a.x >= b.x + b.width ||
          b.x >= a.x + a.width ||
          a.y >= b.y + b.height ||
          b.y >= a.y + a.height),
    ).toBe(true);
    expect(
      await within(drawer.getByRole('button', { name: /^Options for / }).first(), drawer),
    ).toBe(true);
    await drawer.getByRole('button', { name: 'New Chat' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Suggest a deck using my highest level cards' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Bottom navigation' })).toBeVisible();
  });
});

/** Whether one element's box lies inside another's. */
async function within(inner: Locator, outer: Locator): Promise<boolean> {
  const [i, o] = [await inner.boundingBox(), await outer.boundingBox()];
  return Boolean(
    i &&
    o &&
    i.x >= o.x - 1 &&
    i.y >= o.y - 1 &&
    i.x + i.width <= o.x + o.width + 1 &&
    i.y + i.height <= o.y + o.height + 1,
  );
}

test('a message that never gets through leaves no empty chat in the history', async ({
  signedInPage: page,
}) => {
  await page.goto('/ai-builder');
  await page.route('**/api/ai/deck-builder/stream', (route) => route.abort());
  await page.getByLabel('Message', { exact: true }).fill('hog 2.6');
  await page.getByLabel('Message', { exact: true }).press('Enter');
  await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();
  // The chat made for the message is deleted after the failure is shown: wait for the server to
  // hold none (the empty history can show before the chat is even created).
  await expect
    .poll(async () => (await page.request.get('/api/threads')).json(), { timeout: 10_000 })
    .toEqual([]);
  const history = page.getByRole('navigation', { name: 'Chat history' });
  await expect(
    history.getByText('No chat history yet. Start a conversation to see it here.'),
  ).toBeVisible();
});

test('on a small phone every card name of a suggested deck is shown whole', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/ai-builder');
  const box = page.getByLabel('Message', { exact: true });
  await box.fill('a deck with executioner, lumberjack, earthquake, skeletons and musketeer');
  await box.press('Enter');
  const deck = page.getByRole('region', { name: 'Suggested deck' });
  await expect(deck.getByTestId('card-tile')).toHaveCount(8);
  // No name is cut with an ellipsis or clipped: each fits its tile, longest word on one line.
  const clipped = await deck.getByTestId('card-tile').evaluateAll((tiles) =>
    tiles.flatMap((tile) => {
      const name = tile.querySelector('p');
      if (!name) return ['no name'];
      return name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1
        ? [name.textContent ?? '']
        : [];
    }),
  );
  expect(clipped).toEqual([]);
});
