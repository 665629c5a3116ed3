import { PagePlaceholder } from '@web/components/page-placeholder';

export function PrivacyRoute() {
  return <PagePlaceholder title="Privacy Policy" />;
}
