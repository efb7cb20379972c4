/** How the user is reminded of a meeting they signed up for: the calendar file on H5, WeChat's message elsewhere. */
export const remindsByCalendar = (): boolean => process.env.TARO_ENV === 'h5'

/**
 * Once signed up, records the reminder the user accepted at the tap (`asked`, from askForReminder), so the server
 * sends it; answers whether WeChat will remind them. A failure to record leaves the sign-up, without a reminder.
 */
export async function keepReminder(
  api: { meetingReminder(meetingId: number): Promise<unknown> },
  meetingId: number,
  asked: Promise<boolean>,
): Promise<boolean> {
  if (!(await asked)) return false
  try {
    await api.meetingReminder(meetingId)
    return true
  } catch {
    return false
  }
}
