import { Type, type Static } from '@sinclair/typebox'
import { Nullable } from './common'

export const CustomerCare = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  workTime: Type.String(),
})
export type CustomerCare = Static<typeof CustomerCare>

/** A project group chat as listed; joining is not offered here. */
export const ProjectGroup = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  avatar: Type.String(),
  /** Open groups take applications; private ones are by invitation. */
  isOpen: Type.Boolean(),
  memberCount: Type.Number(),
  memberLimit: Type.Number(),
  full: Type.Boolean(),
  projectId: Nullable(Type.Number()),
  projectTitle: Type.String(),
})
export type ProjectGroup = Static<typeof ProjectGroup>
