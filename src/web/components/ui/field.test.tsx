import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

describe('Field', () => {
  it('points the label at the control and describes nothing when there is nothing to say', () => {
    const html = renderToStaticMarkup(
      <Field id="deck-name" label="Name">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(html).toContain('for="deck-name"');
    expect(html).toContain('<input id="deck-name"/>');
  });

  it('wires the description and the error to the control', () => {
    const html = renderToStaticMarkup(
      <Field id="pw" label="Password" description="At least 8 characters." error="Wrong" alertError>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="pw-description pw-error"');
    expect(html).toContain('<p id="pw-description"');
    expect(html).toMatch(/<p id="pw-error" role="alert"[^>]*>Wrong<\/p>/);
  });

  it('shows no error for a false or empty one, and no alert role unless asked', () => {
    const quiet = renderToStaticMarkup(
      <Field id="c" label="Confirm" error={false}>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(quiet).not.toContain('aria-invalid');
    expect(quiet).not.toContain('c-error');
    const shown = renderToStaticMarkup(
      <Field id="c" label="Confirm" error="The passwords do not match.">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(shown).toContain('<p id="c-error" class="text-destructive text-sm">');
  });
});
