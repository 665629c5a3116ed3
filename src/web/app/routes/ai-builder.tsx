import { ChatLayout } from '@web/features/chat/components/chat-layout';
import { readVisitorTag } from '@web/features/player/api';

/** docs/product.md §2 /ai-builder. */
export function AiBuilderRoute() {
  return (
    <>
      <title>AI Deck Builder · ElixirLab</title>
      <h1 className="sr-only">AI Deck Builder</h1>
      <ChatLayout playerTag={readVisitorTag()} />
    </>
  );
}
