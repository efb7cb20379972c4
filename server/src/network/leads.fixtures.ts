// The demo enterprise's days at the fair: the demo people's booth visits, the leads it scanned and their enquiries.

/** A booth visit: the visitor (a CARDS index), the fair day (September) and the local time. */
export type BoothVisit = [person: number, day: number, hhmm: string]

export const BOOTH_VISITS: readonly BoothVisit[] = [
  [1, 8, '10:05'],
  [4, 8, '11:20'],
  [7, 8, '15:40'],
  [9, 9, '09:35'],
  [0, 9, '10:10'],
  [4, 9, '10:45'],
  [5, 9, '11:30'],
]

/** A badge scanned at the booth: the visitor, when, and the note taken. */
export type Lead = [person: number, day: number, hhmm: string, note: string]

export const LEADS: readonly Lead[] = [
  [4, 8, '11:25', '关注园区政策'],
  [7, 9, '09:50', '跨境电商合作'],
  [9, 9, '10:15', 'Needs a distributor in Germany'],
]

/** An enquiry about one of the enterprise's products: who, when, how many of what, and their requirements. */
export type Enquiry = [person: number, day: number, hhmm: string, quantity: number, unit: string, requirements: string]

export const ENQUIRIES: readonly Enquiry[] = [
  [0, 8, '14:00', 10, 'set', '需要冷链监控方案'],
  [7, 9, '10:30', 200, 'piece', '跨境电商平台集采'],
  [9, 9, '16:10', 50, 'set', 'CE marking required'],
]
