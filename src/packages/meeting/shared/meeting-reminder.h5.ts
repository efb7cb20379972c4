/** H5 has no subscribe messages: the meeting's calendar file, with its alarm, reminds instead. */
export async function askForReminder(): Promise<boolean> {
  return false
}
