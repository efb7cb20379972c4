import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { userProfiles } from './people.schema'
import { users } from '../account'
import { belongsTo, bilingual, bilingualTrigrams, createdAt, id, imageList, moment } from '../platform/columns'

/**
 * A post in the investment circle by one business card: a short post, a convention or event (with its time and
 * place) or a creative article. `content` is sanitised HTML; a post the user wrote holds the same text in both
 * languages, the demo posts are written in both. Likes are engagement's (content type 28).
 */
export const circlePosts = pgTable(
  'circle_posts',
  {
    id: id(),
    profileId: belongsTo(() => userProfiles.id),
    /** POST_KINDS. */
    kind: text().notNull().default('dynamic'),
    ...bilingual('title', 'content'),
    cover: text().notNull().default(''),
    images: imageList(),
    eventStart: moment(),
    eventEnd: moment(),
    place: text().notNull().default(''),
    publishTime: moment().notNull(),
  },
  (t) => [
    index('circle_posts_publish_time_idx').on(t.publishTime),
    index('circle_posts_profile_idx').on(t.profileId),
    index('circle_posts_kind_idx').on(t.kind, t.publishTime),
    ...bilingualTrigrams('circle_posts', 'title', t),
  ],
)

/**
 * A user's application to post in the investment circle and customer service's decision (seed 001 section 6):
 * applied, then certified or refused with a reason.
 */
export const circleCertifications = pgTable(
  'circle_certifications',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** CERTIFICATION_STATUSES but none. */
    status: text().notNull(),
    organisation: text().notNull(),
    position: text().notNull(),
    reason: text().notNull().default(''),
    /** Why it was refused, as the user sees it. */
    refusal: text().notNull().default(''),
    appliedAt: createdAt(),
    decidedAt: moment(),
    decidedBy: text().notNull().default(''),
  },
  (t) => [index('circle_certifications_status_idx').on(t.status, t.appliedAt)],
)
