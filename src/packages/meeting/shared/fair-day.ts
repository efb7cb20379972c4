import dayjs from 'dayjs'
import type { Translate } from '@/i18n'
import { toFairTime } from '@/utils/date'

/** The day of the fair (yyyy-mm-dd on its clock) a time falls on. */
export const fairDay = (time: number): string => toFairTime(time).format('YYYY-MM-DD')

/** "09:30" on the fair's clock. */
export const fairClock = (time: number): string => toFairTime(time).format('HH:mm')

/** "09:00 - 10:30" within one day; an end on a later day carries its date. */
export function clockRange(startTime: number, endTime: number): string {
  const end = fairDay(startTime) === fairDay(endTime) ? fairClock(endTime) : toFairTime(endTime).format('MM-DD HH:mm')
  return `${fairClock(startTime)} - ${end}`
}

/** A day's heading: "9月9日 周三", "Wed 9 Sep". */
export function dayHeading(day: string, t: Translate): string {
  const date = dayjs(day)
  const params = {
    month: t(`meeting.month.${(date.month() + 1) as 1}`),
    date: date.date(),
    weekday: t(`meeting.weekday.${date.day() as 0}`),
  }
  return t('meeting.day', params)
}

/** "1 小时 30 分钟", "45 min": how long a gap lasts. */
export function durationText(ms: number, t: Translate): string {
  const minutes = Math.round(ms / 60_000)
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return t('meeting.duration.minutes', { minutes: rest })
  if (rest === 0) return t('meeting.duration.hours', { hours })
  return t('meeting.duration.hoursMinutes', { hours, minutes: rest })
}
