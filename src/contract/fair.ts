import { Type, type Static } from '@sinclair/typebox'
import { CardFace, DateSpan, Id, Literals, Nullable } from './common'
import { ArticleCode } from './content'

export const BaseConfig = Type.Object({
  /** Points rewards fire only while this is on (seed 000 section 5). */
  pointsMallSwitch: Type.Boolean(),
  /** The collectible task each placement offers; '' when it offers none. */
  collectibleTasks: Type.Object({
    home: Type.String(),
    live: Type.String(),
  }),
  fairName: Type.String(),
  edition: Type.Number(),
  /** The fair's opening and closing days. */
  ...DateSpan,
  servicePhone: Type.String(),
})
export type BaseConfig = Static<typeof BaseConfig>

/** operateCommonAgreementInfo/info: an agreement by its code. */
export const AgreementQuery = Type.Object({ type: ArticleCode })
export type AgreementQuery = Static<typeof AgreementQuery>

export const Agreement = Type.Object({
  type: Type.String(),
  title: Type.String(),
  content: Type.String(),
})
export type Agreement = Static<typeof Agreement>

/** The kinds of home module: the banner carousel and the quick-entry grid. */
export const ModuleType = Literals(['banner', 'entry'] as const)
export type ModuleType = Static<typeof ModuleType>

/** operateCommonModule/listByType: the modules of one kind. */
export const ModuleQuery = Type.Object({ type: ModuleType })

export const CommonModule = Type.Object({
  id: Type.Number(),
  type: ModuleType,
  title: Type.String(),
  image: Type.String(),
  /** An H5 route path with its query, e.g. /projectList?industryId=3. */
  link: Type.String(),
  sort: Type.Number(),
})
export type CommonModule = Static<typeof CommonModule>

/** A fair guide article's code: dot-separated words from its section down, e.g. "service.transport.metro". */
export const GuideCode = Type.String({ pattern: '^[a-z][a-z0-9-]{0,30}(\\.[a-z][a-z0-9-]{0,30}){0,3}$' })

/** cifit/guideList: the articles one level under a code ("service" gives service.transport, service.parking...). */
export const GuideListQuery = Type.Object({ prefix: GuideCode })
export type GuideListQuery = Static<typeof GuideListQuery>

/** cifit/guide: one guide article by id. */
export const GuideQuery = Type.Object({ id: Id })
export type GuideQuery = Static<typeof GuideQuery>

/** A guide article as a row: its first paragraph as summary, and the phone numbers and emails its text gives. */
export const GuideEntry = Type.Object({
  id: Type.Number(),
  code: Type.String(),
  ...CardFace,
  publishTime: Type.Number(),
  /** As written, e.g. "0592-5959800": the app dials them. */
  phones: Type.Array(Type.String()),
  emails: Type.Array(Type.String()),
})
export type GuideEntry = Static<typeof GuideEntry>

/** A guide article with its sanitised text, the articles under it, and the one above it (null for a section's top). */
export const GuideArticle = Type.Object({
  ...GuideEntry.properties,
  content: Type.String(),
  entries: Type.Array(GuideEntry),
  parent: Nullable(Type.Object({ id: Type.Number(), code: Type.String(), title: Type.String() })),
})
export type GuideArticle = Static<typeof GuideArticle>
