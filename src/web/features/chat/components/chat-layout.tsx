import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { HistoryIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@web/components/ui/sheet';
import { useIsNarrow } from '@web/hooks/use-media-query';
import { useChat } from '../use-chat';
import { ChatPanel } from './chat-panel';
import { ChatSidebar } from './chat-sidebar';

/** Chat history beside the chat on wide screens, in a slide-out drawer on phones. */
export function ChatLayout({
  playerTag,
  top,
}: {
  playerTag?: string | undefined;
  top?: ReactNode;
}) {
  const chat = useChat({ playerTag });
  // `?ask=…` (the profile's "Improve this deck"): a new chat that sends that message once.
  const [params, setParams] = useSearchParams();
  const ask = params.get('ask');
  // `?thread=…` (a recent chat on the home page): that chat opens.
  const thread = params.get('thread');
  const asked = useRef(false);
  useEffect(() => {
    if ((!ask && !thread) || !chat.ready || asked.current) return;
    asked.current = true;
    setParams({}, { replace: true });
    if (ask) void chat.send(ask.slice(0, 200), { fresh: true });
    else if (thread) void chat.selectThread(thread);
  }, [ask, thread, chat, setParams]);
  const narrow = useIsNarrow();
  const [drawer, setDrawer] = useState(false);

  const sidebar = (
    <ChatSidebar
      threads={chat.threads}
      loading={chat.threadsLoading}
      currentId={chat.currentId}
      onCreate={() => {
        setDrawer(false);
        void chat.newThread();
      }}
      onNewChat={() => {
        setDrawer(false);
        chat.reset('New Chat Created');
      }}
      onSelect={(id) => {
        setDrawer(false);
        void chat.selectThread(id);
      }}
      onRename={(id, title) => void chat.rename(id, title)}
      onDelete={(id) => void chat.remove(id)}
    />
  );

  return (
    <div className="flex h-[calc(100dvh-8.5rem)] min-h-0 md:h-dvh">
      {!narrow && <aside className="w-72 shrink-0 border-r">{sidebar}</aside>}
      <div className="flex min-w-0 flex-1 flex-col">
        {top}
        <ChatPanel
          messages={chat.messages}
          typing={chat.typing}
          ready={chat.ready}
          loading={chat.loadingThread}
          onSend={(text) => void chat.send(text)}
          onReset={() => chat.reset('Chat Reset')}
          header={
            narrow ? (
              <Button variant="outline" size="sm" onClick={() => setDrawer(true)}>
                <HistoryIcon aria-hidden="true" /> Chat History
              </Button>
            ) : undefined
          }
        />
      </div>
      {narrow && (
        <Sheet open={drawer} onOpenChange={setDrawer}>
          <SheetContent side="left" className="w-[18rem] p-0">
            <SheetTitle className="sr-only">Chat History</SheetTitle>
            <SheetDescription className="sr-only">Your previous chats</SheetDescription>
            <ChatSidebar {...sidebar.props} inDrawer />
          </SheetContent>
        </Sheet>
      )}
    </div>
  );
}
