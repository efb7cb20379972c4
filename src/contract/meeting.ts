/** A meeting with its sanitised-on-store rich text; times in milliseconds since epoch. */
export interface MeetingDetail {
  id: number
  title: string
  summary: string
  content: string
  cover: string
  venue: string
  host: string
  startTime: number
  endTime: number
}

export interface OfflineSignUp {
  id: number
  meetingId: number
  meetingName: string
  signTime: number
}
