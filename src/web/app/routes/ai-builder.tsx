import { PagePlaceholder } from '@web/components/page-placeholder';

export function AiBuilderRoute() {
  return <PagePlaceholder title="AI Deck Builder" />;
}
