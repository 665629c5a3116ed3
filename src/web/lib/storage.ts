import type { z } from 'zod';

/**
 * The one way the app reads and writes the browser's local storage. Every helper swallows what
 * storage can throw (private mode, storage switched off, quota exceeded, unreadable JSON): a
 * failed read gives the fallback, a failed write returns false and the app carries on for this visit.
 * `zod` is a type-only import, so pages that never validate do not load it.
 */

/** The part of `Storage` the helpers use; tests and the image memory pass their own. */
export type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's local storage, or null where it is missing or blocked (reading it can throw). */
export function browserStorage(): StorageArea | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStored(
  key: string,
  area: Pick<StorageArea, 'getItem'> | null = browserStorage(),
): string | null {
  try {
    return area?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(
  key: string,
  value: string,
  area: Pick<StorageArea, 'setItem'> | null = browserStorage(),
): boolean {
  try {
    if (!area) return false;
    area.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(
  key: string,
  area: Pick<StorageArea, 'removeItem'> | null = browserStorage(),
): boolean {
  try {
    if (!area) return false;
    area.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** The JSON value under `key` when it parses and matches `schema`, else `fallback`. */
export function readStoredJson<T>(
  key: string,
  schema: z.ZodType<T>,
  fallback: NoInfer<T>,
  area: Pick<StorageArea, 'getItem'> | null = browserStorage(),
): T {
  const raw = readStored(key, area);
  if (raw === null) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

export function writeStoredJson(
  key: string,
  value: unknown,
  area: Pick<StorageArea, 'setItem'> | null = browserStorage(),
): boolean {
  let text: string | undefined;
  try {
    // `undefined` (or a function) has no JSON text; a cycle or a BigInt throws.
    text = JSON.stringify(value) as string | undefined;
  } catch {
    return false;
  }
  return text !== undefined && writeStored(key, text, area);
}

/** An on/off flag: stored as '1' when on, removed when off. */
export function readStoredFlag(
  key: string,
  area: Pick<StorageArea, 'getItem'> | null = browserStorage(),
): boolean {
  return readStored(key, area) === '1';
}

export function writeStoredFlag(
  key: string,
  on: boolean,
  area: StorageArea | null = browserStorage(),
): boolean {
  return on ? writeStored(key, '1', area) : removeStored(key, area);
}
