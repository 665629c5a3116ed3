import { PagePlaceholder } from '@web/components/page-placeholder';

export function SavedDecksRoute() {
  return <PagePlaceholder title="Saved Decks" />;
}
