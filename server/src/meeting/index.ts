import { programmeRoutes } from './programme.routes'
import { meetingSignUpRoutes } from './sign-up.routes'
import { domainRoutes, COMMON, USER } from '../platform/domain'

/** The meeting domain as one plugin: its routes, each under the backend service it answers. */
export const meetingDomain = domainRoutes(
  { routes: programmeRoutes, prefix: COMMON },
  { routes: meetingSignUpRoutes, prefix: USER },
)

// What the domains above use of this one.
export { boothActivities, boothActivitySubscriptions } from './booth-activities.schema'
export { MEETING_PATH, calendarFile } from './calendar'
export { lives } from './lives.schema'
export { originOf } from './programme.routes'
export { reminderChannelFromEnv, startMeetingReminders } from './reminder-sender'
export { meetingSignIns, meetingSignUps, meetings } from './schema'
export { speakers } from './speakers.schema'
export { meetingStatus } from './status'
