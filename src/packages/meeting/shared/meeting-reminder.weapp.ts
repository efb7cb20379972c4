import Taro from '@tarojs/taro'

/**
 * Mini program: asks the user to let WeChat remind them of a meeting (the subscribe message of the template the build
 * names in TARO_APP_MEETING_REMINDER_TEMPLATE; without one nothing is asked). WeChat asks only from a tap, so call it
 * first in the tap's handler, before anything is awaited. Answers whether the user accepted.
 */
export async function askForReminder(): Promise<boolean> {
  const template = process.env.TARO_APP_MEETING_REMINDER_TEMPLATE
  if (!template) return false
  try {
    // Taro's type asks for Alipay's entityIds beside WeChat's tmplIds; WeChat reads only tmplIds.
    const options = { tmplIds: [template] } as unknown as Taro.requestSubscribeMessage.Option
    const answer = (await Taro.requestSubscribeMessage(options)) as Record<string, unknown>
    return answer[template] === 'accept'
  } catch {
    // Refused to ask (no tap, an old WeChat, subscriptions switched off): no reminder.
    return false
  }
}
