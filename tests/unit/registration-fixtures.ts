import type {
  Badge,
  PersonRegistration,
  RegistrationOptions,
  RegistrationRules,
  RegistrationSummary,
} from '@/contract/registration'

// What the registration pages' tests answer for the server: the rules before the deadline, the options of the forms,
// a person's registration in a given state and its badge.

const FAIR_START = Date.parse('2026-09-08T00:00:00+08:00')

export function rulesFixture(open = true): RegistrationRules {
  return {
    deadline: Date.parse('2026-09-02T18:00:00+08:00'),
    open,
    now: Date.parse('2026-08-20T10:00:00+08:00'),
    fairStart: '2026-09-08',
    fairEnd: '2026-09-11',
    serviceHours: [
      { date: '2026-09-08', opens: '12:00', closes: '17:00', label: '9月8日 12:00—17:00' },
      { date: '2026-09-11', opens: '09:00', closes: '12:00', label: '9月11日 09:00—12:00' },
    ],
    replyWithinHours: 72,
    exhibitorContactWorkingDays: { min: 2, max: 14 },
    boothAreaM2: 9,
    minRentalAreaM2: 36,
    imageMaxBytes: 1024 * 1024,
    videoMaxBytes: 20 * 1024 * 1024,
    profileWordLimit: 100,
    descriptionMaxLength: 200,
    groupMaxMembers: 200,
    overseasCapitalMaxUsd: 100_000_000,
    notices: {
      deadline: '预登记于9月2日18:00截止',
      serviceHours: '现场服务时间：9月8日 12:00—17:00',
      companion: '老年人、未成年人及残障人士须有人陪同入场',
      groupCollection: '团组证件仅限团组联系人领取',
      reply: '提交后我们将在72小时内回复',
      exhibitorContact: '参展申请通过后，工作人员将在2至14个工作日内与您联系',
    },
  }
}

const option = (value: string, label: string) => ({ value, label })

export function optionsFixture(): RegistrationOptions {
  return {
    personKinds: [option('visitor', '观众'), option('invitedGuest', '受邀嘉宾'), option('exhibitorStaff', '参展人员')],
    idTypes: [option('idCard', '居民身份证'), option('passport', '护照')],
    genders: [option('male', '男'), option('female', '女')],
    participationPurposes: [option('trade', '贸易洽谈'), option('visit', '参观')],
    collectionMethods: [option('onSite', '现场领取'), option('express', '快递到付')],
    groupTypes: [option('enterprise', '企业')],
    structureTypes: [option('private', '民营')],
    informationChannels: [option('website', '官网')],
    exhibitionIntents: [option('exhibit', '参展')],
    boothTypes: [option('standard', '标准展位'), option('rawSpace', '光地')],
    amountUnits: [option('yuan', '元')],
    enterpriseNatures: [option('private', '民营')],
    financingStages: [option('angel', '天使轮')],
    institutionTypes: [option('ventureCapital', '风险投资')],
    investmentStages: [option('early', '早期')],
    exitMethods: [option('ipo', '上市')],
    statuses: [
      option('1', '已提交'),
      option('2', '已报名，待审核'),
      option('3', '初审'),
      option('4', '终审'),
      option('5', '证件制作中'),
      option('6', '已制证'),
      option('7', '审核通过'),
      option('8', '审核未通过'),
    ],
    projectFormStatuses: [option('submitted', '已提交')],
    industries: [option('1', '电子信息')],
    exhibitions: [{ value: '1', label: '投资促进馆', areas: [option('11', 'A1 国际展区')] }],
  }
}

export function personFixture(values: Partial<PersonRegistration> = {}): PersonRegistration {
  return {
    id: 5,
    kind: 'person',
    certificateStatus: 2,
    exhibitorStatus: null,
    reason: '',
    canModify: false,
    canWithdraw: true,
    badgeReady: false,
    collection: null,
    replyBy: FAIR_START - 10 * 86_400_000,
    exhibitorContact: null,
    notice: '已提交，我们将在72小时内回复您',
    submittedAt: FAIR_START - 13 * 86_400_000,
    updatedAt: FAIR_START - 13 * 86_400_000,
    history: [{ action: 'submitted', track: 'certificate', status: 1, by: 'user', note: '', at: FAIR_START }],
    personKind: 'visitor',
    name: '王小明',
    idType: 'idCard',
    idNumber: '3*****************X',
    nationality: '中国',
    birthDate: '1990-01-01',
    gender: 'male',
    phone: '13800138000',
    organisation: '',
    position: '',
    avatar: '/uploads/0123456789abcdef0123456789abcdef.png',
    mainPurpose: 'trade',
    earliestEntry: null,
    province: '350000',
    city: '350200',
    county: '350203',
    needsAssistance: false,
    ...values,
  }
}

export function summaryOf(person: PersonRegistration): RegistrationSummary {
  const { id, kind, certificateStatus, exhibitorStatus, reason, canModify, canWithdraw, badgeReady, collection } =
    person
  const { replyBy, exhibitorContact, notice, submittedAt, updatedAt, personKind, name } = person
  return {
    ...{ id, kind, certificateStatus, exhibitorStatus, reason, canModify, canWithdraw, badgeReady, collection },
    ...{ replyBy, exhibitorContact, notice, submittedAt, updatedAt, personKind, title: name },
  }
}

export function badgeFixture(): Badge {
  return {
    registrationId: 5,
    kind: 'person',
    personKind: 'visitor',
    name: '王小明',
    organisation: '厦门某公司',
    idNumber: '3*****************X',
    kindLabel: '观众',
    admits: 1,
    companionRequired: false,
    companionNote: '',
    collectionNote: '',
    payload: 'CIFIT1.x.y',
    qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    issuedAt: FAIR_START - 86_400_000,
    expiresAt: FAIR_START + 4 * 86_400_000,
  }
}
