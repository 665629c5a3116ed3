import { ChatLayout } from '@web/features/chat/components/chat-layout';
import { readVisitorTag } from '@web/features/player/api';
import { useDocumentTitle } from '@web/hooks/use-document-title';

/** docs/product.md §2 /ai-builder. */
export function AiBuilderRoute() {
  useDocumentTitle('AI Deck Builder');
  return (
    <>
      <h1 className="sr-only">AI Deck Builder</h1>
      <ChatLayout playerTag={readVisitorTag()} />
    </>
  );
}
