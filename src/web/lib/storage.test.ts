import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  browserStorage,
  readStored,
  readStoredFlag,
  readStoredJson,
  removeStored,
  writeStored,
  writeStoredFlag,
  writeStoredJson,
  type StorageArea,
} from './storage';

function memoryArea(initial: Record<string, string> = {}): StorageArea {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const throwing: StorageArea = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

const pointSchema = z.object({ x: z.number(), y: z.number() });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('storage', () => {
  it('round-trips strings, JSON and flags', () => {
    const area = memoryArea();
    expect(writeStored('a', 'text', area)).toBe(true);
    expect(readStored('a', area)).toBe('text');
    expect(writeStoredJson('p', { x: 1, y: 2 }, area)).toBe(true);
    expect(readStoredJson('p', pointSchema, { x: 0, y: 0 }, area)).toEqual({ x: 1, y: 2 });
    writeStoredFlag('f', true, area);
    expect(area.getItem('f')).toBe('1');
    expect(readStoredFlag('f', area)).toBe(true);
    writeStoredFlag('f', false, area);
    expect(area.getItem('f')).toBeNull();
    expect(removeStored('a', area)).toBe(true);
    expect(readStored('a', area)).toBeNull();
  });

  it('gives the fallback for a missing key, bad JSON or a schema mismatch', () => {
    const fallback = { x: 0, y: 0 };
    const area = memoryArea({ bad: '{not json', wrong: '{"x":"1"}', nothing: 'null' });
    expect(readStoredJson('missing', pointSchema, fallback, area)).toBe(fallback);
    expect(readStoredJson('bad', pointSchema, fallback, area)).toBe(fallback);
    expect(readStoredJson('wrong', pointSchema, fallback, area)).toBe(fallback);
    expect(readStoredJson('nothing', pointSchema, fallback, area)).toBe(fallback);
  });

  it('never throws when storage throws', () => {
    expect(readStored('a', throwing)).toBeNull();
    expect(readStoredJson('a', pointSchema.nullable(), null, throwing)).toBeNull();
    expect(readStoredFlag('a', throwing)).toBe(false);
    expect(writeStored('a', 'b', throwing)).toBe(false);
    expect(writeStoredJson('a', { x: 1, y: 1 }, throwing)).toBe(false);
    expect(writeStoredFlag('a', true, throwing)).toBe(false);
    expect(removeStored('a', throwing)).toBe(false);
  });

  it('refuses values with no JSON text instead of throwing', () => {
    const area = memoryArea();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeStoredJson('c', cyclic, area)).toBe(false);
    expect(writeStoredJson('u', undefined, area)).toBe(false);
    expect(readStored('c', area)).toBeNull();
  });

  it('uses the browser storage by default, and copes when it is missing or blocked', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(browserStorage()).toBeNull();
    expect(readStored('a')).toBeNull();
    expect(writeStored('a', 'b')).toBe(false);

    vi.stubGlobal('localStorage', throwing);
    expect(readStoredJson('a', pointSchema.nullable(), null)).toBeNull();
    expect(writeStoredJson('a', { x: 1, y: 1 })).toBe(false);

    const area = memoryArea();
    vi.stubGlobal('localStorage', area);
    expect(writeStoredFlag('seen', true)).toBe(true);
    expect(area.getItem('seen')).toBe('1');
  });
});
