import { PagePlaceholder } from '@web/components/page-placeholder';

export function BrowsePlayerRoute() {
  return <PagePlaceholder title="Browse Players" />;
}
