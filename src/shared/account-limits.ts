/** How many saved decks one account keeps; a save past it is refused with a clear message. */
export const MAX_SAVED_DECKS = 500;
/** How many chat threads one account keeps. */
export const MAX_CHAT_THREADS = 1_000;
