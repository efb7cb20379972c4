import { Type, type Static } from '@sinclair/typebox'
import { Option } from './common'

/** 2 lists only the major projects, with their own industries. */
export const ProjectFilterOptionsQuery = Type.Object({ type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })) })

/** Every filter of the project list with its choices, in one answer. */
export const ProjectFilterOptions = Type.Object({
  industryId: Type.Array(Option),
  carrierId: Type.Array(Option),
  investModeId: Type.Array(Option),
  pushTimeId: Type.Array(Option),
})
export type ProjectFilterOptions = Static<typeof ProjectFilterOptions>

/** Every filter of the park list with its choices. */
export const ParkFilterOptions = Type.Object({ parkTypeId: Type.Array(Option), estateTypeId: Type.Array(Option) })
export type ParkFilterOptions = Static<typeof ParkFilterOptions>
