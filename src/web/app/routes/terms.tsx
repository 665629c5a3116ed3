import { PagePlaceholder } from '@web/components/page-placeholder';

export function TermsRoute() {
  return <PagePlaceholder title="Terms of Service" />;
}
