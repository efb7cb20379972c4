import type { zh } from './messages'
import type { FieldProblemCode } from '../../../src/contract/registration.codes'
import type { EnglishOf } from '../platform/messages'

/** The English of each refused field's message. */
const PROBLEMS: Record<FieldProblemCode, string> = {
  required: 'Please complete all required fields',
  unknownOption: 'Please choose one of the options',
  tooLong: 'This is too long',
  chineseName: 'Please enter the name in Chinese characters',
  idNumber: 'Please enter a valid ID number for the ID type',
  birthDate: 'Please enter a valid date of birth',
  birthDateMismatch: 'The date of birth does not match the ID number',
  genderMismatch: 'The gender does not match the ID number',
  phone: 'Please enter a valid phone number, e.g. 13800138000, 010-12345678 or +49 89 1234567',
  email: 'Please enter a correct email address',
  fax: 'Please enter a valid fax number, e.g. 86-010-12345679',
  website: 'Please enter a valid website address',
  postCode: 'Please enter a valid post code',
  wechatId: 'Please enter a valid WeChat ID',
  date: 'Please enter a valid date',
  dateOrder: 'The departure cannot be before the arrival',
  entryTime: 'The time must fall within the fair (8 to 11 September)',
  boothCount: 'Standard booths are a whole number from 1 (one booth is 9 m², 3 m × 3 m)',
  rentalArea: 'The raw-space area is a whole number of square metres, from 36 m²',
  profileWords: 'The profile must be under 100 words',
  description: 'Descriptions are limited to 200 characters',
  digitsOnly: 'Registered capital accepts digits only',
  amount: 'Please enter a valid amount',
  overseasCap: 'An overseas capital project must be below USD 100 million',
  percentage: 'Please enter a share from 0 to 100',
  wholeNumber: 'Please enter a whole number',
  privacy: 'Please read and tick the privacy policy first',
  invitationCode: 'This invitation code is not valid or has been used up',
  upload: 'Please upload the picture',
  exhibitionArea: 'Please choose an area of the chosen exhibition hall',
  tooManyMembers: 'The members cannot exceed the member count (at most 200)',
  duplicateMember: "This ID number is already on the group's list",
  identityMismatch: 'The name and ID number do not match your verified identity: authentication failed',
}

type Problem = { problem: FieldProblemCode }
type Row = { row: number; problem: FieldProblemCode }
type Hours = { hours: string }
type Reason = { reason: string; hours: string }
type When = { when: string }
type Window = { from: string; to: string }
type Steps = { next: string }
type Limit = { limit: string }
type Day = { day: string }

/** The English of `zh` in ./messages.ts: every key, a function of the same values where the Chinese is one. */
export const en: EnglishOf<typeof zh> = {
  'registration.field': (p: Problem) => PROBLEMS[p.problem],
  'registration.realNameRequired': 'Complete real-name verification before registering',
  'registration.deadlinePassed': 'Registration deadline passed: pre-registration closed at 18:00 on 2 September',
  'registration.alreadyRegistered': 'You already have a registration of this kind; view or modify it instead',
  'registration.notEditable': 'The registration cannot be changed in its current review status',
  'registration.notFound': 'Registration information not found for this certificate',
  'registration.collectionLocked': 'The collection method and mailing address cannot be changed after submission',
  'registration.notConfigured': 'Registration is not available on this server yet; please try again later',
  'registration.notice.reply': (p: When) => `Submitted: we will reply within 72 hours (by ${p.when})`,
  'registration.notice.exhibitorContact': (p: Window) =>
    `Your exhibition application is approved: our staff will contact you within 2 to 14 working days (${p.from} to ${p.to})`,
  'registration.notice.refused': (p: Reason) =>
    `Not approved: ${p.reason}. Modify and resubmit, or reapply on site during the service hours (${p.hours})`,
  'registration.notice.issued': 'Your badge is issued: show its QR code at the entrance',
  'registration.notice.approved': 'Approved: your badge is being made',
  'registration.notice.deadline':
    'Pre-registration closes at 18:00 on 2 September; after that, register on site during the service hours',
  'registration.notice.serviceHours': (p: Hours) => `On-site service hours: ${p.hours}`,
  'registration.notice.companion': 'Elderly, minor and disabled visitors must be accompanied on site',
  'registration.notice.groupCollection': "A group's badges are collected by its contact person only",
  'registration.notice.replyPromise': 'We reply within 72 hours of a submission',
  'registration.notice.exhibitorContactPromise':
    'Once an exhibition application is approved, our staff contact you within 2 to 14 working days',
  'registration.import.unreadable': 'The sheet cannot be read; upload a CSV (UTF-8) or XLSX file',
  'registration.import.tooLarge':
    'The workbook holds too much to be a member list; keep only the members (at most 200 rows)',
  'registration.import.noHeader': 'The first row must name the columns: name, idType, idNumber, birthDate, gender...',
  'registration.import.empty': 'The sheet lists no members',
  'registration.import.row': (p: Row) => `Row ${p.row}: ${PROBLEMS[p.problem]}`,
  'registration.review.cannotAdvance': (p: Steps) =>
    `The registration cannot move to that status now (next: ${p.next})`,
  'registration.review.cannotRefuse':
    'The registration cannot be refused in its current status (approved or already refused)',
  'registration.review.withdrawn': 'The registration was withdrawn',
  'registration.review.reasonRequired': 'Please give the reason for not approving',
  'registration.review.operatorRequired': 'Please name the operator who reviews',
  'registration.review.noExhibitorTrack': 'Only organisation (exhibitor) registrations have an exhibitor review',
  'registration.review.notExpress': 'This registration did not choose express delivery: no express number can be set',
  'registration.review.expressTooEarly': 'An express number can be set once the badge is being made',
  'registration.review.expressNumber': 'Enter a valid express number (6 to 30 letters, digits or hyphens)',
  'registration.upload.kind': 'Only pictures or videos can be uploaded, in one format only',
  'registration.upload.tooLarge': (p: Limit) => `Files cannot exceed ${p.limit}`,
  'registration.upload.tooManyPixels': (p: Limit) => `Pictures cannot exceed ${p.limit} megapixels`,
  'registration.upload.quota': (p: Limit) => `You have reached your upload limit of ${p.limit} in all`,
  'registration.upload.missing': 'Please choose a file to upload',
  'registration.upload.tooMany': 'Upload at most 9 files at a time',
  'registration.upload.notConfigured': 'File storage is not set up on this server: upload failed',
  'registration.upload.tokenInvalid': 'The upload token is not valid or has expired; get a new one',
  'registration.badge.notIssued': 'The badge has not been issued yet: it shows once approved and made',
  'registration.badge.invalid': 'This badge code is not valid; check the badge',
  'registration.badge.expired': 'This badge code has expired',
  'registration.badge.notConfigured': 'Electronic badges are not set up on this server',
  'registration.badge.staffOnly': 'Only entrance staff can verify badges',
  'registration.entry.withdrawn': 'The registration was withdrawn or the badge revoked: no entry',
  'registration.entry.notOpen': (p: Day) => `The fair opens on ${p.day}: no entry yet`,
  'registration.entry.closed': 'The fair has closed',
  'registration.draft.tooLarge': 'The draft is too large to keep',
}
