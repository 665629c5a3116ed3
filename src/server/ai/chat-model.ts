import { sseData } from '@shared/sse';

/**
 * An optional language model behind an OpenAI-compatible streaming chat-completions endpoint
 * (OpenAI, Ollama, vLLM …). It only writes prose: decks come from, or are checked by, the engine.
 */
export interface ChatModel {
  /** Streams the answer's text pieces; throws on a provider error, a bad answer or the timeout. */
  stream(input: { system: string; user: string; signal: AbortSignal }): AsyncIterable<string>;
}

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Whole-answer deadline. */
  timeoutMs: number;
}

export class ChatModelError extends Error {}

export function createOpenAiCompatibleModel(options: OpenAiCompatibleOptions): ChatModel {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async *stream({ system, user, signal }) {
      const deadline = AbortSignal.timeout(options.timeoutMs);
      const res = await fetch(endpoint, {
        method: 'POST',
        signal: AbortSignal.any([signal, deadline]),
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          stream: true,
          temperature: 0.4,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
        }),
      });
      if (!res.ok || !res.body) {
        throw new ChatModelError(`model answered ${res.status}`);
      }
      for await (const payload of sseData(res.body)) {
        if (payload === '[DONE]') return;
        const piece = deltaContent(payload);
        if (piece) yield piece;
      }
    },
  };
}

/** `choices[0].delta.content` of one streamed chunk, or '' when it carries none. */
function deltaContent(data: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new ChatModelError('model sent an unparsable event');
  }
  if (parsed && typeof parsed === 'object' && 'error' in parsed) {
    throw new ChatModelError('model reported an error');
  }
  const choices = (parsed as { choices?: { delta?: { content?: unknown } }[] }).choices;
  const content = choices?.[0]?.delta?.content;
  return typeof content === 'string' ? content : '';
}
