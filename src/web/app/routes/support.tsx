import { MailIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { MetaDescription } from '@web/components/meta-description';
import { LegalLayout } from '@web/features/legal/legal-layout';
import { usePublicConfig } from '@web/lib/public-config';

export function SupportRoute() {
  const { config } = usePublicConfig();
  return (
    <LegalLayout title="Support">
      <title>Support · ElixirLab</title>
      <MetaDescription content="Get help with ElixirLab: contact support, account deletion and common questions." />
      <p>Need help with ElixirLab? Mail us and we reply within 24–48 hours.</p>
      <p>
        <Button asChild>
          <a href={`mailto:${config.supportEmail}?subject=ElixirLab%20support`}>
            <MailIcon aria-hidden="true" /> Contact support
          </a>
        </Button>
      </p>
      <h2>Common questions</h2>
      <ul>
        <li>
          <strong>Where is my player tag?</strong> In the game, tap your profile; the tag starting
          with # is at the top.
        </li>
        <li>
          <strong>My data looks old.</strong> Open your Profile and press Refresh; data older than
          an hour refreshes on its own.
        </li>
        <li>
          <strong>How do I delete my account?</strong> Use Delete account on your Profile page, or
          mail us and we delete it for you.
        </li>
        <li>
          <strong>Is ElixirLab official?</strong> No: it is a fan-made app, not endorsed by
          Supercell.
        </li>
      </ul>
    </LegalLayout>
  );
}
