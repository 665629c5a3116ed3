import {
  boolean,
  date,
  index,
  uniqueIndex,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

// ── better-auth core tables (property names are better-auth's field names) ──────────────────────
export const user = pgTable('user', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  ...timestamps,
});

export const session = pgTable(
  'session',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    ...timestamps,
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

// ── catalogue ────────────────────────────────────────────────────────────────────────────────────
export const cards = pgTable(
  'cards',
  {
    id: integer().primaryKey(),
    key: text().notNull(),
    name: text().notNull(),
    rarity: text().notNull(),
    /** null: no fixed cost (Mirror, tower troops). */
    elixirCost: integer(),
    type: text().notNull(),
    maxLevel: integer().notNull(),
    iconMedium: text(),
    iconEvolutionMedium: text(),
    iconHeroMedium: text(),
    isChampion: boolean().notNull().default(false),
    hasEvolution: boolean().notNull().default(false),
    hasHero: boolean().notNull().default(false),
    /** Lower-cased name, for case-insensitive search that also matches inner words. */
    search: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cards_name_idx').on(t.name)],
);

// ── per-user tables: every one has user_id and a row-level security policy on it ────────────────
export const clashPlayers = pgTable('clash_players', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  playerTag: text().notNull(),
  name: text().notNull(),
  trophies: integer().notNull().default(0),
  bestTrophies: integer().notNull().default(0),
  expLevel: integer().notNull().default(1),
  clanName: text(),
  clanTag: text(),
  arenaName: text(),
  towerTroopId: integer(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const playerCardLevels = pgTable(
  'player_card_levels',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    playerTag: text().notNull(),
    cardId: integer().notNull(),
    level: integer().notNull(),
    maxLevel: integer().notNull(),
    count: integer().notNull().default(0),
    starLevel: integer().notNull().default(0),
    evolutionLevel: integer().notNull().default(0),
    isSupport: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cardId] })],
);

/** deck_cards: `{ id, name, evolutionLevel, isSupport }[]` (the stored deck's current format). */
export const playerDecks = pgTable('player_decks', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  deckCards: jsonb()
    .$type<{ id: number; name: string; evolutionLevel: number; isSupport: boolean }[]>()
    .notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The player's last battles (official battle log), newest kept; refreshed with the player. */
export const playerBattles = pgTable(
  'player_battles',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    battleTime: timestamp({ withTimezone: true }).notNull(),
    type: text().notNull(),
    gameMode: text(),
    crowns: integer().notNull(),
    opponentCrowns: integer().notNull(),
    trophyChange: integer(),
    deckCards: jsonb().$type<number[]>().notNull(),
    opponentCards: jsonb().$type<number[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.battleTime] })],
);

export const savedDecks = pgTable(
  'saved_decks',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    cardIds: jsonb().$type<number[]>().notNull(),
    towerTroopId: integer(),
    /** Decks saved together (four war decks) share a group id and its name. */
    groupId: uuid(),
    groupName: text(),
    /** The client's Idempotency-Key: a retried save returns the deck it already made. */
    idempotencyKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_decks_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_decks_user_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
);

export const chatThreads = pgTable(
  'chat_threads',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text().notNull().default('New Chat'),
    /** True once the user renamed it: automatic titles never override a rename. */
    titleIsCustom: boolean().notNull().default(false),
    messageCount: integer().notNull().default(0),
    lastMessageAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('chat_threads_user_updated_idx').on(t.userId, t.updatedAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    threadId: uuid()
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    messageType: text().$type<'user' | 'bot'>().notNull(),
    content: text().notNull(),
    suggestedDeck: jsonb().$type<number[]>(),
    /** The suggested deck's tower troop (the player's own when known), for Open in game and Save. */
    towerTroopId: integer(),
    /** The engine's analysis of the suggested deck, as sent in the stream's complete event. */
    deckAnalysis: jsonb(),
    /** The thread's standing limits after this answer (bot messages): what later turns keep. */
    limits: jsonb(),
    /** Several decks in one answer (a comparison): [{ cards, towerTroopId, analysis }]. */
    decks: jsonb(),
    messageOrder: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_thread_order_idx').on(t.threadId, t.messageOrder)],
);

// ── shared infrastructure tables (no personal data) ─────────────────────────────────────────────
/** Fixed-window counters for our own rate limits (chat, per-email auth), shared by all instances. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowEndsAt: timestamp({ withTimezone: true }).notNull(),
});

/** Small shared cache (e.g. public player lookups) so several instances agree. */
export const cacheEntries = pgTable('cache_entries', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** Page views by path and day: no personal data, no cookies (docs/product.md §7 "Other"). */
export const pageViews = pgTable(
  'page_views',
  {
    path: text().notNull(),
    day: date().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.path, t.day] })],
);

/**
 * The per-user tables protected by row-level security (see drizzle/*_row_level_security.sql and
 * later migrations). The row-level security test iterates this map and checks that every table with
 * a `user_id` outside better-auth's own is in it.
 */
export const userScopedTables = {
  clash_players: clashPlayers,
  player_card_levels: playerCardLevels,
  player_decks: playerDecks,
  player_battles: playerBattles,
  saved_decks: savedDecks,
  chat_threads: chatThreads,
  chat_messages: chatMessages,
} as const;

export const schema = {
  user,
  session,
  account,
  verification,
  cards,
  clashPlayers,
  playerCardLevels,
  playerDecks,
  playerBattles,
  savedDecks,
  chatThreads,
  chatMessages,
  rateLimitCounters,
  cacheEntries,
  pageViews,
};
