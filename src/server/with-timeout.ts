/**
 * `promise`, or a rejection with `message` (code `ETIMEDOUT`) once `ms` have passed; the timer is
 * cleared either way. The one deadline for database pings, Redis hits and readiness checks.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(message), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
