import { MetaDescription } from '@web/components/meta-description';
import { LegalLayout } from '@web/features/legal/legal-layout';
import { usePublicConfig } from '@web/lib/public-config';

export function PrivacyRoute() {
  const { config } = usePublicConfig();
  return (
    <LegalLayout title="Privacy Policy">
      <title>Privacy Policy · ElixirLab</title>
      <MetaDescription content="How ElixirLab handles your account, player data, saved decks and chats." />
      <p>
        This policy applies to the ElixirLab mobile app and web app. Our website at the root address
        is a landing page that describes the app. You must be at least 13 years old to use
        ElixirLab.
      </p>
      <h2>What we store</h2>
      <ul>
        <li>
          Your account: email address and a password hash (we never store the password itself).
        </li>
        <li>
          The player tag you connect and the public game data fetched for it: name, trophies, clan,
          arena, card levels and current deck.
        </li>
        <li>Decks you save and your AI deck-builder chats.</li>
        <li>Page views counted per page and day, with no personal data and no cookies.</li>
      </ul>
      <p>
        Chats of visitors who are not signed in stay in their own browser and are not sent to us for
        storage.
      </p>
      <h2>How we protect it</h2>
      <p>
        Every table holding your data is protected by row-level security in the database: even our
        own queries can only read the rows of the signed-in user they run for. Passwords are hashed,
        sessions live in an httpOnly cookie, and sign-in attempts are rate limited.
      </p>
      <h2>Sharing</h2>
      <p>
        We do not sell or share your data. Player data comes from the official Clash Royale API. If
        an AI language model is enabled on the server, your chat message and a summary of your card
        levels are sent to it to write the answer.
      </p>
      <h2>Deleting your account</h2>
      <p>
        You can delete your account yourself on your Profile page: your account, player data, saved
        decks and chats are removed at once. You can also request deletion by mailing{' '}
        <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>; we reply within 24–48
        hours.
      </p>
    </LegalLayout>
  );
}
