import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, scrubError } from './logger';

describe('error logs', () => {
  it('keep the kind of a failed query and leave out the values it carried', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "user_email_key"'),
      { code: '23505', detail: 'Key (email)=(alice@example.com) already exists.' },
    );
    const err = new Error(
      'Failed query: insert into "saved_decks" ("name") values ($1)\nparams: My secret deck,alice@example.com',
      { cause },
    );
    const lines: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    logger.error({ err }, 'unhandled error');
    const logged = lines.join('');
    expect(logged).not.toContain('alice@example.com');
    expect(logged).not.toContain('My secret deck');
    expect(logged).toContain('Failed query: insert into \\"saved_decks\\"');
    expect(logged).toContain('23505');
    expect(scrubError(new Error('Key (email)=(bob@example.com) exists')).message).toBe(
      'Key (email)=([left out]) exists',
    );
  });
});
