import { usePublicConfig } from '@web/lib/public-config';

/** The unofficial / not-endorsed statement with the publisher's fan content policy link. */
export function FanContentNotice({ className }: { className?: string }) {
  const { config } = usePublicConfig();
  return (
    <p className={className}>
      ElixirLab is unofficial fan content and is not affiliated with, endorsed, sponsored or
      specifically approved by Supercell, and Supercell is not responsible for it. For more
      information see{' '}
      <a
        href={config.fanContentPolicyUrl}
        className="underline underline-offset-2"
        rel="noreferrer"
        target="_blank"
      >
        Supercell’s Fan Content Policy
      </a>
      .
    </p>
  );
}
