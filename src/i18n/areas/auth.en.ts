import type { zh } from './auth'

/** English strings of the auth area (mini program login, phone binding, privacy authorisation); every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'auth.wechatLogin': 'Log in with WeChat',
  'auth.wechatPhone': 'Use my WeChat mobile number',
  'auth.or': 'or log in with a code',
  'auth.wechatFailed': 'WeChat login failed, please try again',
  'auth.phoneDenied': 'No mobile number was shared; you can log in with a code',
  'auth.privacyTitle': 'Privacy guide',
  'auth.privacyText':
    'To log you in and provide the fair services, we need your WeChat identity and mobile number once you agree.',
  'auth.privacyAgree': 'Agree',
  'auth.privacyDisagree': 'Decline',
  'auth.switchedTitle': 'Account switched',
  'auth.switchedText': 'You are now signed in as {name} ({account})',
  'auth.switchedTextName': 'You are now signed in as {name}',
}
