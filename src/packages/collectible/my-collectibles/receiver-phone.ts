/** An 11-digit mainland mobile number, the only form a gift receiver is looked up by. */
export function isReceiverPhone(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value)
}
