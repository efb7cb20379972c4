import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core'
import { userRef, users } from '../account'
import { bilingual, id, moment, oneOf, refersTo } from '../platform/columns'

// Digital collectibles: draw tasks, the designs they hand out from a finite supply, and who holds which edition.
// Display and one-level gifting only: there is no price or trade anywhere.

/** A draw task offered at one placement; the client names it by its text id. */
export const collectibleTasks = pgTable(
  'collectible_tasks',
  {
    id: text().primaryKey(),
    /** 'home' or 'live': where the app offers the task (baseConfig.collectibleTasks). */
    placement: text().notNull(),
    /** 1 active (automatic draw after the countdown), 2 passive (a bag to open). */
    nftType: smallint().notNull(),
    /** Seconds the user must wait between the timer start and a draw. */
    taskDuration: integer().notNull(),
    timesPerUser: integer().notNull(),
    /** Chance of a win per draw, per mille (0 to 1000). */
    winRate: integer().notNull(),
    active: boolean().notNull().default(true),
  },
  (t) => [
    check('collectible_tasks_win_rate_check', sql`${t.winRate} between 0 and 1000`),
    index('collectible_tasks_placement_idx').on(t.placement),
  ],
)

/** The task a row belongs to; the row goes with it. */
const taskRef = () =>
  text()
    .notNull()
    .references(() => collectibleTasks.id, { onDelete: 'cascade' })

/** A collectible design with a finite edition; `issued` never exceeds `supply` (checked by the database too). */
export const collectibleDesigns = pgTable(
  'collectible_designs',
  {
    id: id(),
    taskId: taskRef(),
    ...bilingual('name'),
    img: text().notNull(),
    supply: integer().notNull(),
    issued: integer().notNull().default(0),
  },
  (t) => [
    check('collectible_designs_stock_check', sql`${t.issued} between 0 and ${t.supply}`),
    index('collectible_designs_task_idx').on(t.taskId),
  ],
)

/** The user's running countdown for a task: started by getUserTaskInfo, ended by a draw. */
export const collectibleTimers = pgTable(
  'collectible_timers',
  {
    userId: userRef(),
    taskId: taskRef(),
    startedAt: moment().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskId] })],
)

/** Every draw a user made; their count against timesPerUser gives the remaining times. */
export const collectibleDraws = pgTable(
  'collectible_draws',
  {
    id: id(),
    userId: userRef(),
    taskId: taskRef(),
    /** The design won; null for a draw without a prize. */
    designId: integer().references(() => collectibleDesigns.id),
    drawnAt: moment().notNull(),
  },
  (t) => [index('collectible_draws_user_task_idx').on(t.userId, t.taskId)],
)

/** One edition of a design and its holder; a received one (a gift) can be shown but never given on. */
export const ownedCollectibles = pgTable(
  'owned_collectibles',
  {
    id: id(),
    designId: oneOf(() => collectibleDesigns.id),
    /** Edition number within the design, 1..supply. */
    serialNo: integer().notNull(),
    ownerId: userRef(),
    received: boolean().notNull().default(false),
    giverId: refersTo(() => users.id),
    acquiredAt: moment().notNull(),
  },
  (t) => [
    unique('owned_collectibles_design_serial_key').on(t.designId, t.serialNo),
    index('owned_collectibles_owner_idx').on(t.ownerId, t.acquiredAt),
  ],
)
