import { askForReminder as inBrowser } from './meeting-reminder.h5'
import { askForReminder as inMiniProgram } from './meeting-reminder.weapp'

/**
 * Asks from a tap whether WeChat may remind the user of the meeting being signed up for. The build picks
 * meeting-reminder.h5.ts or meeting-reminder.weapp.ts instead of this file; this one serves tests, choosing by
 * TARO_ENV at run time.
 */
export function askForReminder(): Promise<boolean> {
  return process.env.TARO_ENV === 'h5' ? inBrowser() : inMiniProgram()
}
