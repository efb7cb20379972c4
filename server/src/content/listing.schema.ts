import { index, integer, numeric, pgEnum, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { userRef } from '../account'
import { bilingual, createdAt, id, imageList } from '../platform/columns'

// Where projects and parks are (the investment map) and the applications to list a new one.

/** Where a project or park is, for the investment map; one row per content item. */
export const contentPlaces = pgTable(
  'content_places',
  {
    /** 2 project or 6 park (the content type codes). */
    contentType: smallint().notNull(),
    contentId: integer().notNull(),
    areaId: integer().notNull(),
    ...bilingual('district'),
    latitude: numeric({ precision: 9, scale: 6, mode: 'number' }).notNull(),
    longitude: numeric({ precision: 9, scale: 6, mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('content_places_content_idx').on(t.contentType, t.contentId),
    index('content_places_area_idx').on(t.areaId),
  ],
)

export const listingKind = pgEnum('listing_kind', ['project', 'park'])
export const listingStatus = pgEnum('listing_status', ['submitted', 'accepted', 'declined'])

/** An application to list a project or a park on the platform; the investment service reviews it. */
export const listingApplications = pgTable(
  'listing_applications',
  {
    id: id(),
    userId: userRef(),
    kind: listingKind().notNull(),
    name: text().notNull(),
    /** The member city (area code). */
    areaId: integer().notNull(),
    industryId: integer().notNull(),
    /** Total investment (project) or land area in m² (park). */
    amount: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** YYYY-MM-DD: when the project starts or the park has space. */
    availableFrom: text().notNull(),
    contactName: text().notNull(),
    phone: text().notNull(),
    description: text().notNull(),
    images: imageList(),
    status: listingStatus().notNull().default('submitted'),
    createdAt: createdAt(),
  },
  (t) => [index('listing_applications_user_idx').on(t.userId, t.createdAt)],
)
