import { readdirSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_OUTBOX } from './e2e-env';

export { expect };

export interface E2eUser {
  email: string;
  password: string;
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/** The newest confirmation (or reset) link mailed to `email`, read from the e2e server's outbox. */
export async function readMailLink(email: string, pattern = /https?:\/\/\S+/g): Promise<string> {
  const safe = email.replace(/[^a-zA-Z0-9@._-]/g, '_');
  for (let attempt = 0; attempt < 50; attempt++) {
    let files: string[];
    try {
      files = readdirSync(E2E_OUTBOX)
        .filter((f) => f.endsWith(`-${safe}.eml`))
        .sort();
    } catch {
      files = [];
    }
    const newest = files.at(-1);
    if (newest) {
      const links = readFileSync(`${E2E_OUTBOX}/${newest}`, 'utf8').match(pattern);
      const link = links?.at(-1);
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail with a link reached ${email}`);
}

/** Signs up through the API, confirms through the mailed link, and leaves the session in `request`. */
export async function createVerifiedUser(
  request: APIRequestContext,
  email = uniqueEmail(),
): Promise<E2eUser> {
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password, name: email.split('@')[0], callbackURL: '/app' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const link = await readMailLink(email);
  const verify = await request.get(link, { maxRedirects: 0 });
  expect(verify.status()).toBeLessThan(400);
  return { email, password };
}

/**
 * Signs `user` in on the page's browser context (the cookie is shared with `page`). The player-tag
 * onboarding is marked done unless a test wants to see it.
 */
export async function signIn(
  page: Page,
  user: E2eUser,
  options: { onboarding?: boolean } = {},
): Promise<void> {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { user: signedIn } = (await res.json()) as { user: { id: string } };
  if (!options.onboarding) {
    await page.addInitScript(
      (id) => localStorage.setItem(`onboarding-done:${id}`, '1'),
      signedIn.id,
    );
  }
}

/** Connects the signed-in user on `page` to the fake API's sample player, #RG0GUVJG. */
export async function connectSamplePlayer(page: Page): Promise<void> {
  const connect = await page.request.post('/api/player', { data: { playerTag: '#RG0GUVJG' } });
  expect(connect.ok(), await connect.text()).toBe(true);
}

/** axe check: no serious or critical accessibility violations on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  // Let entering toasts and dialogs finish animating: mid-fade colours are not what users read.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Experimental in axe, so off by default: a control's name must contain the text it shows
    // (WCAG 2.5.3, what a voice-control user says to press it; Lighthouse checks it too).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/** `signedInPage`: a page whose context holds a fresh verified user's session. */
export const test = base.extend<{ user: E2eUser; signedInPage: Page }>({
  user: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext(baseURL ? { baseURL } : {});
    const user = await createVerifiedUser(request);
    await request.dispose();
    await use(user);
  },
  signedInPage: async ({ page, user }, use) => {
    await signIn(page, user);
    await use(page);
  },
});
