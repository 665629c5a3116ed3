import { PagePlaceholder } from '@web/components/page-placeholder';

export function LandingRoute() {
  return <PagePlaceholder title="ElixirLab" />;
}
