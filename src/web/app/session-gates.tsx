import type { ReactElement } from 'react';
import { SavedDecksLoading } from '@web/features/decks/components/saved-decks-frame';
import { ProfileLoading } from '@web/features/player/components/profile-loading';
import { RequireSession, SignInRequired } from './layouts/require-session';

/** The routes that need a signed-in user, by path: the layout route the router puts around each. */
export const SESSION_GATES: ReadonlyMap<string, ReactElement> = new Map([
  [
    '/profile',
    <RequireSession
      title="Profile · ElixirLab"
      pending={<ProfileLoading />}
      signedOut={
        <SignInRequired
          heading="Sign In Required"
          message="Sign in to see your player profile, current deck and collection."
          backToApp
        />
      }
    />,
  ],
  [
    '/saved-decks',
    <RequireSession
      title="Saved Decks · ElixirLab"
      pending={<SavedDecksLoading />}
      signedOut={
        <SignInRequired heading="Login Required" message="Please log in to view your saved decks" />
      }
    />,
  ],
]);
