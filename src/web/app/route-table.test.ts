import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from './route-table';

describe('the route table', () => {
  it('names, for every route, a screen module that exports its component', () => {
    for (const route of ROUTE_TABLE) {
      const source = readFileSync(new URL(`./routes/${route.module}.tsx`, import.meta.url), 'utf8');
      expect(source, route.path).toMatch(new RegExp(`export function ${route.component}\\b`));
    }
  });

  it('lists each path once, with the catch-all last', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.at(-1)).toBe('*');
  });
});
