import { PagePlaceholder } from '@web/components/page-placeholder';

export function AuthRoute() {
  return <PagePlaceholder title="Sign In" />;
}
