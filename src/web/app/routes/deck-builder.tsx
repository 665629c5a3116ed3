import { PagePlaceholder } from '@web/components/page-placeholder';

export function DeckBuilderRoute() {
  return <PagePlaceholder title="AI Builder" />;
}
