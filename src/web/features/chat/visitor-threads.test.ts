import { describe, expect, it } from 'vitest';
import { DEFAULT_THREAD_TITLE } from '@shared/chat';
import type { ChatMessage, LocalThread, ThreadStore } from './thread-store';
import { visitorThreadsReducer } from './visitor-threads';

const thread = (id: string, patch: Partial<LocalThread> = {}): LocalThread => ({
  id,
  title: DEFAULT_THREAD_TITLE,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  messages: [],
  ...patch,
});
const message = (id: string, type: ChatMessage['type'], content: string): ChatMessage => ({
  id,
  type,
  content,
  timestamp: '2026-01-02T00:00:00.000Z',
});
const store = (threads: LocalThread[], currentThreadId: string | null = null): ThreadStore => ({
  currentThreadId,
  threads,
});

describe('visitorThreadsReducer', () => {
  it('creates an empty thread first, and makes it current', () => {
    const next = visitorThreadsReducer(store([thread('a')], 'a'), {
      type: 'create',
      id: 'b',
      at: '2026-02-01T00:00:00.000Z',
    });
    expect(next.currentThreadId).toBe('b');
    expect(next.threads.map((t) => t.id)).toEqual(['b', 'a']);
    expect(next.threads[0]).toEqual({
      id: 'b',
      title: DEFAULT_THREAD_TITLE,
      createdAt: '2026-02-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00.000Z',
      messages: [],
    });
  });

  it('sets the current thread without touching the threads', () => {
    const before = store([thread('a')], 'a');
    const next = visitorThreadsReducer(before, { type: 'set-current', id: null });
    expect(next).toEqual({ currentThreadId: null, threads: before.threads });
    expect(before.currentThreadId).toBe('a');
  });

  it('appends an exchange, titles a new thread from its first 40 characters, and makes it current', () => {
    const text = 'Build me a cheap hog cycle deck for ladder please, thanks';
    const exchange = [message('u', 'user', text), message('b', 'bot', 'Here it is')];
    const next = visitorThreadsReducer(store([thread('a'), thread('b')], 'b'), {
      type: 'append',
      threadId: 'a',
      text,
      messages: exchange,
      at: '2026-03-01T00:00:00.000Z',
    });
    expect(next.currentThreadId).toBe('a');
    expect(next.threads[0]?.title).toBe(text.slice(0, 40));
    expect(next.threads[0]?.updatedAt).toBe('2026-03-01T00:00:00.000Z');
    expect(next.threads[0]?.messages).toEqual(exchange);
    expect(next.threads[1]).toEqual(thread('b'));
  });

  it('keeps a thread title that is no longer the default when appending', () => {
    const next = visitorThreadsReducer(store([thread('a', { title: 'Hog decks' })]), {
      type: 'append',
      threadId: 'a',
      text: 'another one',
      messages: [message('u', 'user', 'another one'), message('b', 'bot', 'ok')],
      at: '2026-03-01T00:00:00.000Z',
    });
    expect(next.threads[0]?.title).toBe('Hog decks');
    expect(next.threads[0]?.messages).toHaveLength(2);
  });

  it('renames one thread', () => {
    const next = visitorThreadsReducer(store([thread('a'), thread('b')]), {
      type: 'rename',
      id: 'b',
      title: 'Renamed',
    });
    expect(next.threads.map((t) => t.title)).toEqual([DEFAULT_THREAD_TITLE, 'Renamed']);
  });

  it('removes a thread, clearing the current one only if it was that thread', () => {
    const both = store([thread('a'), thread('b')], 'a');
    expect(visitorThreadsReducer(both, { type: 'remove', id: 'a' })).toEqual(
      store([thread('b')], null),
    );
    expect(visitorThreadsReducer(both, { type: 'remove', id: 'b' })).toEqual(
      store([thread('a')], 'a'),
    );
  });

  it('restores a removed thread where it was, current again if it was', () => {
    const all = [thread('a'), thread('b'), thread('c')];
    const removed = visitorThreadsReducer(store(all, 'b'), { type: 'remove', id: 'b' });
    const restored = visitorThreadsReducer(removed, {
      type: 'restore',
      thread: thread('b'),
      index: 1,
      current: true,
    });
    expect(restored).toEqual(store(all, 'b'));
    const elsewhere = visitorThreadsReducer(store([thread('a')], 'a'), {
      type: 'restore',
      thread: thread('b'),
      index: 0,
      current: false,
    });
    expect(elsewhere).toEqual(store([thread('b'), thread('a')], 'a'));
  });
});
