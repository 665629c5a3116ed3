import { useState } from 'react';
import {
  MessageSquareIcon,
  MoreHorizontalIcon,
  PencilIcon,
  PlusIcon,
  Trash2Icon,
} from 'lucide-react';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { relativeTime } from '@web/lib/relative-time';
import type { ThreadSummary } from '../thread-source';

export interface ChatSidebarProps {
  threads: ThreadSummary[];
  loading: boolean;
  currentId: string | null;
  onCreate: () => void;
  onNewChat: () => void;
  onSelect: (id: string) => void;
  onRename: (id: string, title: string) => void;
  onDelete: (id: string) => void;
  /** Shown in the phone drawer, whose close button sits at the top right. */
  inDrawer?: boolean;
}

/** docs/product.md §2 chat history: heading, create and New Chat buttons, threads with rename and delete. */
export function ChatSidebar(props: ChatSidebarProps) {
  const { threads, loading, currentId } = props;
  return (
    <nav aria-label="Chat history" className="flex h-full min-h-0 flex-col">
      <div
        className={cn(
          'flex items-center justify-between gap-2 border-b p-3',
          props.inDrawer && 'pr-12',
        )}
      >
        <h2 className="font-semibold">Chat History</h2>
        <Button size="icon-sm" variant="ghost" aria-label="Create chat" onClick={props.onCreate}>
          <PlusIcon />
        </Button>
      </div>
      <div className="p-3">
        <Button variant="outline" className="w-full" onClick={props.onNewChat}>
          <MessageSquareIcon aria-hidden="true" /> New Chat
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
        {loading ? (
          <p className="text-muted-foreground p-3 text-sm">Loading chats...</p>
        ) : threads.length === 0 ? (
          <p className="text-muted-foreground p-3 text-sm">
            No chat history yet. Start a conversation to see it here.
          </p>
        ) : (
          // One minmax(0, 1fr) column: a long title truncates instead of widening the list.
          <ul className="grid grid-cols-1 gap-1">
            {threads.map((thread) => (
              <ThreadRow
                key={thread.id}
                thread={thread}
                current={thread.id === currentId}
                {...props}
              />
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}

function ThreadRow({
  thread,
  current,
  onSelect,
  onRename,
  onDelete,
}: { thread: ThreadSummary; current: boolean } & ChatSidebarProps) {
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(thread.title);
  // Enter saves, Escape cancels, leaving the field saves (docs/product.md §2 thread menu).
  const save = () => {
    setEditing(false);
    if (title.trim() && title.trim() !== thread.title) onRename(thread.id, title);
    else setTitle(thread.title);
  };

  return (
    <li
      className={cn(
        'group flex min-w-0 items-center gap-1 rounded-md',
        current ? 'bg-accent' : 'hover:bg-accent/60',
      )}
    >
      {editing ? (
        <Input
          aria-label="Chat title"
          autoFocus
          value={title}
          maxLength={80}
          className="m-1 h-8"
          onChange={(e) => setTitle(e.target.value)}
          onBlur={save}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              save();
            } else if (e.key === 'Escape') {
              e.preventDefault();
              setTitle(thread.title);
              setEditing(false);
            }
          }}
        />
      ) : (
        <button
          type="button"
          className="min-w-0 flex-1 rounded-md px-3 py-2 text-left"
          aria-current={current ? 'true' : undefined}
          onClick={() => onSelect(thread.id)}
        >
          <span className="block truncate text-sm font-medium">{thread.title}</span>
          <span className="text-muted-foreground block text-xs">
            {relativeTime(thread.lastActivity)} · {thread.messageCount} message
            {thread.messageCount === 1 ? '' : 's'}
          </span>
        </button>
      )}
      {!editing && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Options for ${thread.title}`}
              className="mr-1 shrink-0"
            >
              <MoreHorizontalIcon />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem
              onSelect={() => {
                setTitle(thread.title);
                setEditing(true);
              }}
            >
              <PencilIcon aria-hidden="true" /> Rename
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onDelete(thread.id)} className="text-destructive">
              <Trash2Icon aria-hidden="true" /> Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </li>
  );
}
