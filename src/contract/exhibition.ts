import { Type, type Static } from '@sinclair/typebox'
import { Option } from './common'

/** The filters of the exhibit and exhibitor lists (exhibition and zone) with their choices, in one answer. */
export const ExhibitionFilterOptions = Type.Object({ exhibitionId: Type.Array(Option), areaId: Type.Array(Option) })
export type ExhibitionFilterOptions = Static<typeof ExhibitionFilterOptions>
