import { Type, type Static } from '@sinclair/typebox'
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
  /** Fair opening and closing days, YYYY-MM-DD. */
  startDate: Type.String(),
  endDate: Type.String(),
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
export const ModuleType = Type.Union([Type.Literal('banner'), Type.Literal('entry')])
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
