import { Type, type Static } from '@sinclair/typebox'

/** Whether the user has registered for the fair, and the registration's review status. */
export const SignUpInfo = Type.Object({
  registered: Type.Boolean(),
  status: Type.Number(),
})
export type SignUpInfo = Static<typeof SignUpInfo>
