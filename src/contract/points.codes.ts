/** Points action types (seed 000 section 9). */
export const PointsAction = {
  dailySignIn: 31,
  browseNews: 32,
  browseProject: 33,
  browseCloudSpace: 34,
  dailyShare: 35,
  watchMeeting: 36,
  realName: 37,
  meetingSignUp: 38,
} as const

export type PointsActionType = (typeof PointsAction)[keyof typeof PointsAction]
