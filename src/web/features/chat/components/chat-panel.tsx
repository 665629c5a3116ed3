import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { RotateCcwIcon, SendIcon, SparklesIcon } from 'lucide-react';
import { CHAT_SCROLL_DELAY_MS, MAX_MESSAGE_LENGTH, QUICK_PROMPTS } from '@shared/chat';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/textarea';
import type { ChatMessage } from '../thread-store';
import { ChatMessageView } from './chat-message';

/** The chat area: messages, typing indicator, quick prompts, reset, and the input. */
export function ChatPanel({
  messages,
  typing,
  loading,
  onSend,
  onReset,
  header,
  ready = true,
}: {
  messages: ChatMessage[];
  typing: boolean;
  /** False while the chat cannot take a message yet (the session is loading). */
  ready?: boolean;
  loading: boolean;
  onSend: (text: string) => void;
  onReset: () => void;
  header?: ReactNode;
}) {
  const [draft, setDraft] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const lastLength = last?.content.length ?? 0;
  // A finished answer with a deck: its deck (at the top of the answer) stays in view rather than
  // scrolling away under a long explanation.
  const answeredWithDeck =
    !typing && last?.type === 'bot' && (last.suggestedDeck?.length ?? 0) === 8;

  // docs/product.md §9: scroll to the newest message after a short delay.
  useEffect(() => {
    const timer = setTimeout(() => {
      const newest = logRef.current?.querySelector('ol > li:last-child');
      if (answeredWithDeck && newest) newest.scrollIntoView({ block: 'start', behavior: 'smooth' });
      else endRef.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
    }, CHAT_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [messages.length, lastLength, answeredWithDeck]);

  // A message sent while the session is still loading waits for it instead of being dropped.
  const queued = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || queued.current === null) return;
    const text = queued.current;
    queued.current = null;
    onSend(text);
  }, [ready, onSend]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!draft.trim() || typing || queued.current !== null) return;
    if (ready) onSend(draft);
    else queued.current = draft;
    setDraft('');
  };

  return (
    <div className="flex h-full min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
        {header ?? <span />}
        <Button
          variant="ghost"
          size="sm"
          onClick={onReset}
          disabled={messages.length === 0 && !typing}
        >
          <RotateCcwIcon aria-hidden="true" /> Reset
        </Button>
      </div>
      {/* relative: screen-reader-only text inside (absolute) stays in this scroll box. */}
      <div className="relative min-h-0 flex-1 overflow-y-auto px-3 py-4 md:px-6">
        {loading ? (
          <p className="text-muted-foreground text-center text-sm">Loading chat...</p>
        ) : messages.length === 0 ? (
          <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-8 text-center">
            <SparklesIcon className="text-primary size-10" aria-hidden="true" />
            <h2 className="text-xl font-semibold">What deck do you want to play?</h2>
            <p className="text-muted-foreground text-sm">
              Name a card, an archetype or a limit, or start with one of these:
            </p>
            <ul className="grid w-full gap-2 sm:grid-cols-2" aria-label="Quick prompts">
              {QUICK_PROMPTS.map((prompt) => (
                <li key={prompt}>
                  <Button
                    variant="outline"
                    className="h-auto w-full py-3 whitespace-normal"
                    disabled={!ready}
                    onClick={() => onSend(prompt)}
                  >
                    {prompt}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <div role="log" aria-live="polite" aria-label="Messages" ref={logRef}>
            <ol className="mx-auto grid max-w-4xl gap-5">
              {messages.map((m, i) => {
                // The deck this answer changed: the last deck shown before it in the thread, with
                // the forms its slots were played in (an undo brings them back as they were).
                const previous = messages
                  .slice(0, i)
                  .reverse()
                  .find((p) => p.type === 'bot' && p.suggestedDeck?.length === 8);
                const previousDeck = previous?.type === 'bot' ? previous.suggestedDeck : undefined;
                const previousSlots = previous?.type === 'bot' ? (previous.deck?.slots ?? []) : [];
                return (
                  <ChatMessageView
                    key={m.id}
                    message={m}
                    typing={typing}
                    previousDeck={previousDeck ?? null}
                    previousSlots={previousSlots}
                    onUndo={
                      i === messages.length - 1 && !typing && ready
                        ? (text) => onSend(text)
                        : undefined
                    }
                  />
                );
              })}
            </ol>
          </div>
        )}
        <div ref={endRef} />
      </div>
      <form onSubmit={submit} className="bg-background border-t p-3">
        <div className="mx-auto flex max-w-4xl items-end gap-2">
          <label htmlFor="chat-input" className="sr-only">
            Message
          </label>
          <Textarea
            id="chat-input"
            rows={1}
            value={draft}
            maxLength={MAX_MESSAGE_LENGTH}
            placeholder="Ask for a deck…"
            className="max-h-40 min-h-10 resize-none"
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              // Enter sends, Shift+Enter adds a line; Enter is ignored while the AI is typing.
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                submit();
              }
            }}
          />
          <Button
            type="submit"
            size="icon"
            aria-label="Send message"
            disabled={!draft.trim() || typing || !ready}
          >
            <SendIcon />
          </Button>
        </div>
      </form>
    </div>
  );
}
