import { MetaDescription } from '@web/components/meta-description';
import { LegalLayout } from '@web/features/legal/legal-layout';
import { usePublicConfig } from '@web/lib/public-config';

export function TermsRoute() {
  const { config } = usePublicConfig();
  return (
    <LegalLayout title="Terms of Service">
      <title>Terms of Service · ElixirLab</title>
      <MetaDescription content="The terms for using ElixirLab, an unofficial fan-made Clash Royale companion." />
      <p>
        These terms apply to the ElixirLab mobile app and web app; our website is a landing page for
        the app. By using ElixirLab you agree to them. You must be at least 13 years old.
      </p>
      <h2>The service</h2>
      <p>
        ElixirLab suggests Clash Royale decks, shows the card catalogue and your connected player
        data, and opens decks in the game. Suggestions are advice, not guarantees of wins. The
        service is provided as is, during a beta, and may change or stop.
      </p>
      <h2>Your account</h2>
      <ul>
        <li>Keep your password safe; you are responsible for activity on your account.</li>
        <li>
          Only connect player tags you are allowed to use, and do not abuse the service or its
          limits.
        </li>
        <li>You can delete your account at any time from your Profile page.</li>
      </ul>
      <h2>Unofficial fan content</h2>
      <p>
        ElixirLab is not affiliated with or endorsed by Supercell. Clash Royale and its art are
        trademarks of Supercell, used under its Fan Content Policy.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms:{' '}
        <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
      </p>
    </LegalLayout>
  );
}
