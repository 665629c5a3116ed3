/** How long after sign-up the home page still greets the player as new. */
const NEW_ACCOUNT_MS = 60 * 60 * 1000;

/**
 * The home page's greeting: "Welcome" for an account made within the last hour (a player who has
 * just signed up has not come back yet), "Welcome back" after that.
 */
export function greeting(name: string, accountCreatedAt: Date | undefined, now: Date): string {
  const isNew =
    accountCreatedAt !== undefined && now.getTime() - accountCreatedAt.getTime() < NEW_ACCOUNT_MS;
  return isNew ? `Welcome, ${name}` : `Welcome back, ${name}`;
}
