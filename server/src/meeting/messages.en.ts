import type { zh } from './messages'
import type { EnglishOf } from '../platform/messages'

/** The English of `zh` in ./messages.ts: every key, a function of the same values where the Chinese is one. */
export const en: EnglishOf<typeof zh> = {
  'meeting.notFound': 'Meeting cannot be found; contact the organiser',
  'meeting.alreadySignedUp': 'You have already signed up for this meeting',
  'meeting.signUpClosed': 'Registration deadline passed',
  'meeting.slotFull':
    'Registration failed because another meeting is registered in the same time slot (cancel it or pick another)',
  'meeting.full': 'This meeting is full',
  'meeting.invitationRequired': 'This meeting is by invitation only; enter a valid invitation code',
  'meeting.realNameRequired': 'Complete real-name verification before signing up',
  'meeting.signedUp': 'Signed up',
  'meeting.notSignedUp': 'You have not signed up for this meeting',
  'meeting.cancelClosed': 'The meeting has started; the sign-up can no longer be cancelled',
  'meeting.activityNotFound': 'Activity cannot be found; contact the organiser',
  'meeting.activityEnded': 'This activity has ended',
  'meeting.signInNotOpen': 'Signing in opens one hour before the meeting starts',
  'meeting.signInClosed': 'The meeting has ended; signing in is closed',
  'meeting.reminder.online': 'Online',
  'meeting.kind.mainForum': 'Main forum',
  'meeting.kind.parallelForum': 'Parallel forum',
  'meeting.kind.docking': 'Matchmaking',
  'meeting.kind.roadshow': 'Roadshow',
  'meeting.kind.launch': 'Launch',
  'meeting.kind.multiParty': 'Multi-party talks',
}
