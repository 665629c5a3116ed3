import { PagePlaceholder } from '@web/components/page-placeholder';

export function SupportRoute() {
  return <PagePlaceholder title="Support" />;
}
