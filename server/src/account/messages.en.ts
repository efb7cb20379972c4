import type { zh } from './messages'
import { MATERIAL_PICTURES_MAX } from '../../../src/contract/account.codes'
import type { EnglishOf } from '../platform/messages'

/** The English of `zh` in ./messages.ts: every key, a function of the same values where the Chinese is one. */
export const en: EnglishOf<typeof zh> = {
  'account.login.invalidPhone': 'Enter a valid mobile number',
  'account.login.invalidEmail': 'Enter a valid email address',
  'account.login.invalidCode': 'Enter the 6-digit code',
  'account.login.tooSoon': (p) => `Please wait ${p.seconds} s before requesting another code`,
  'account.login.dailyLimit': 'Too many codes requested today, please try again tomorrow',
  'account.login.addressLimit': 'Too many codes requested from this network, please try again in an hour',
  'account.login.wechatRefused': 'WeChat login expired, please try again',
  'account.login.wechatUnavailable': 'WeChat is not reachable, please try again later',
  'account.login.phoneTaken': 'This mobile number is already linked to another WeChat account',
  'account.login.sendFailed': 'Send failed, please retry',
  'account.login.smsNotConfigured': 'SMS code login is not set up on this server; please use another way to log in',
  'account.login.mailNotConfigured': 'Email code login is not set up on this server; please use another way to log in',
  'account.login.wechatNotConfigured': 'WeChat login is not set up on this server; please log in with a code',
  'account.login.phoneNeedsCode': 'This mobile number already has an account: log in to it with an SMS code',
  'account.login.wrongCode': (p) => `Incorrect code, ${p.left} ${p.left === 1 ? 'attempt' : 'attempts'} left`,
  'account.login.tooManyAttempts': 'Too many incorrect attempts, please request a new code',
  'account.login.codeExpired': 'The code has expired or was already used, please request a new one',
  'account.login.codeSubject': 'Your CIFIT login code',
  'account.login.codeText': (p) =>
    `Your CIFIT login code is ${p.code}. It expires in ${p.minutes} minutes. Do not share it with anyone.`,

  'account.settings.passwordFormat':
    'Password format incorrect: at least 8 characters with an upper-case letter, a lower-case letter, a digit and a symbol',
  'account.settings.oldPasswordRequired': 'Please enter your current password',
  'account.settings.unbound': 'This account is not bound to a phone or email; please bind one first',
  'account.settings.wrongOldPassword': 'The current password is wrong; password change failed',
  'account.settings.invalidEmail': 'Please enter a correct email address',
  'account.settings.invalidCode': 'Please enter the 6-digit code',
  'account.settings.wrongCode': 'The code is wrong or has expired, or this email cannot be bound; binding failed',
  'account.settings.emailAlreadyBound': 'An email is already bound to this account and cannot be changed',
  'account.settings.feedbackRequired': 'Please complete all required fields',
  'account.settings.feedbackTooShort': (p) => `Please write at least ${p.min} characters`,
  'account.settings.feedbackTooLong': (p) => `The description cannot exceed ${p.max} characters`,

  'account.realName.notConfigured':
    'Real-name verification is not available on this server yet; please try again later',
  'account.realName.problem.realName': 'Please enter your real name',
  'account.realName.problem.idNumber.idCard': 'Please enter a valid 18-digit ID number',
  'account.realName.problem.idNumber.passport': 'Please enter a valid passport number (5 to 17 letters or digits)',
  'account.realName.problem.idNumber.hkMacauPermit':
    'Please enter a valid number of the Mainland Travel Permit for Hong Kong and Macao Residents (H or M and 8 or 10 digits)',
  'account.realName.problem.idNumber.taiwanPermit':
    'Please enter a valid number of the Mainland Travel Permit for Taiwan Residents (8 or 10 digits)',
  'account.realName.problem.idNumber.foreignerPermanentResidence':
    "Please enter a valid Foreigner's Permanent Residence ID Card number (3 letters and 12 digits, or 18 characters starting with 9)",
  'account.realName.problem.company': 'Please enter your company',
  'account.realName.problem.pictures': `Please upload 1 to ${MATERIAL_PICTURES_MAX} pictures of the verification material`,
  'account.realName.problem.ownPictures':
    'The material must be pictures you uploaded yourself: please upload them again',
  'account.realName.problem.privacy': 'Please read and tick the privacy policy first',
  'account.realName.identityMismatch':
    'The real name and ID number do not match the identity bound to your phone number: authentication failed',
  'account.realName.idNumberTaken':
    'This ID number already verifies another account (one ID number verifies one account): reject this submission',
  'account.realName.notAllowed': 'Verification cannot be submitted in the current status',
  'account.realName.notVerifying': 'This user has no verification waiting for review',
  'account.realName.operatorRequired': 'Please name the operator who reviews',
  'account.realName.reasonRequired': 'Please give the reason for not approving',
}
