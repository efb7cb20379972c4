import { projectForms } from './project-forms.schema'
import {
  entryStaff,
  groupMembers,
  groupRegistrations,
  guestInvitations,
  organisationContacts,
  organisationRegistrations,
  personRegistrations,
  registrationEvents,
  registrations,
} from './schema'
import { maskIdNumber } from '../../../src/contract/mask'
import {
  RegistrationStatus as S,
  TRACK_STEPS,
  type RegistrationStatusCode,
  type ReviewTrack,
} from '../../../src/contract/registration.codes'
import { realNameSubmissions } from '../account'
import { users } from '../account'
import { adultFromOf } from '../account'
import type { Database } from '../platform/connect'
import { fairDate } from '../platform/fair-clock'
import type { IdHasher } from '../platform/id-key'
import { imageUrl } from '../platform/images'

// Demo registrations (local mode): the demo user's issued visitor badge, and a few other people's registrations in
// other statuses, so the operators' list and the app's pages have something to show. Same rows on every run.

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const REVIEWER = '审核员 王芳'
const at = (day: string, time: string) => new Date(`2026-${day}T${time}:00+08:00`)

/** Invitation codes for invited guests. */
export const DEMO_INVITATIONS = [
  { code: 'CIFIT2026-VIP', note: '主宾国代表团 / Guest country delegation', maxUses: 50 },
  { code: 'CIFIT2026-FORUM', note: '国际投资论坛嘉宾 / International Investment Forum speakers', maxUses: 20 },
]

/** A registration's transitions from its submission, one step a day along a track, up to `upTo`. */
async function reviewed(
  tx: Tx,
  registrationId: number,
  userId: number,
  track: ReviewTrack,
  upTo: RegistrationStatusCode,
  submittedAt: Date,
) {
  const steps = TRACK_STEPS[track]
  const last = steps.indexOf(upTo)
  await tx.insert(registrationEvents).values([
    {
      registrationId,
      action: 'submitted',
      track,
      status: S.submitted,
      actorKind: 'user',
      actor: `user ${userId}`,
      at: submittedAt,
    },
    ...steps.slice(1, last + 1).map((status, i) => ({
      registrationId,
      action: 'advanced',
      track,
      status,
      actorKind: 'operator',
      actor: REVIEWER,
      at: new Date(submittedAt.getTime() + (i + 1) * 86_400_000),
    })),
  ])
}

/** A verified user of the demo with the ID number they were verified with. */
async function verifiedPerson(
  tx: Tx,
  hashId: IdHasher,
  person: { nickname: string; phone: string; idNumber: string; company: string },
) {
  const [user] = await tx
    .insert(users)
    .values({ nickname: person.nickname, avatar: imageUrl('avatar', 5), phone: person.phone, realNameStatus: 2 })
    .returning({ id: users.id })
  const verifiedAt = at('07-01', '10:00')
  await tx.insert(realNameSubmissions).values({
    userId: user.id,
    method: 'idCard',
    realName: person.nickname,
    idNumberMasked: maskIdNumber(person.idNumber),
    idNumberHmac: hashId(person.idNumber),
    adultFrom: adultFromOf(person.idNumber, fairDate(verifiedAt)),
    company: person.company,
    material: '',
    status: 2,
    submittedAt: verifiedAt,
    reviewedAt: verifiedAt,
  })
  return user.id
}

/** The demo user's visitor registration, approved with its badge issued; they also staff an entrance and sent a financing form. */
export async function giveDemoRegistration(tx: Tx, demoId: number, hashId: IdHasher): Promise<void> {
  const idNumber = '35020319900101123X'
  const submittedAt = at('08-18', '09:30')
  const [registration] = await tx
    .insert(registrations)
    .values({
      userId: demoId,
      kind: 'person',
      certificateStatus: S.certificateIssued,
      collectionMethod: 'onSite',
      collectionChosenAt: submittedAt,
      submittedAt,
      certificateIssuedAt: at('08-24', '09:30'),
      updatedAt: at('08-24', '09:30'),
    })
    .returning({ id: registrations.id })
  await tx.insert(personRegistrations).values({
    registrationId: registration.id,
    personKind: 'visitor',
    name: '林思远',
    idType: 'idCard',
    idNumberMasked: maskIdNumber(idNumber),
    idNumberHmac: hashId(idNumber),
    nationality: '中国',
    birthDate: '1990-01-01',
    gender: 'male',
    phone: '13800138000',
    organisation: '厦门海联科技有限公司',
    position: '投资总监',
    avatar: imageUrl('avatar', 1),
    mainPurpose: 'investment',
    earliestEntry: at('09-08', '09:00'),
    province: '福建省',
    city: '厦门市',
    county: '思明区',
  })
  await reviewed(tx, registration.id, demoId, 'certificate', S.certificateIssued, submittedAt)
  await tx.insert(entryStaff).values({ userId: demoId, addedBy: REVIEWER })
  await tx.insert(projectForms).values({
    userId: demoId,
    kind: 'finance',
    title: '海沧工业互联网平台二期',
    status: 'inReview',
    form: {
      companyName: '厦门海联科技有限公司',
      industryId: 1,
      enterpriseNature: 'private',
      establishedOn: '2016-03-18',
      registeredCapital: { value: '20000', unit: 'thousandYuan' },
      registeredPlace: '厦门市海沧区',
      address: '厦门市海沧区海景东路18号',
      contactPerson: '林思远',
      phone: '13800138000',
      wechatId: 'linsiyuan_xm',
      email: 'demo@cifit.example',
      revenueLastYear: { value: '86', unit: 'millionYuan' },
      revenueYearBefore: { value: '64', unit: 'millionYuan' },
      profitLastYear: { value: '9.5', unit: 'millionYuan' },
      profitYearBefore: { value: '6.1', unit: 'millionYuan' },
      projectName: '海沧工业互联网平台二期',
      projectDetail: '为闽西南200家制造企业提供设备联网、能耗管理与质量追溯的工业互联网平台扩建。',
      financingStage: 'seriesB',
      financingNeeds: { value: '150', unit: 'millionYuan' },
      fundPurpose: '平台研发与区域服务中心建设',
      equityTransferRatio: '12',
      developmentPlan: '两年内接入500家企业，三年内启动上市辅导。',
      overseasCapitalPlan: false,
      listingPlan: true,
      listingPlace: '深圳证券交易所创业板',
      coreTeam: '创始团队来自国内头部工业软件企业。',
      competitiveAdvantage: '区域龙头客户与自主边缘计算网关',
      intellectualProperty: '发明专利8项，软件著作权36项',
    },
    submittedAt: at('08-20', '15:00'),
    updatedAt: at('08-22', '10:00'),
  })
}

/** Other people's registrations: a group sent its badges by express, a refused exhibitor, visitors under review. */
export async function seedRegistrations(tx: Tx, hashId: IdHasher): Promise<void> {
  // The invited guest below used one of the VIP code's uses.
  await tx
    .insert(guestInvitations)
    .values(
      DEMO_INVITATIONS.map((invitation) => ({ ...invitation, uses: invitation.code === 'CIFIT2026-VIP' ? 1 : 0 })),
    )

  // A chamber's delegation of three, badges made and sent by express to its contact.
  const contactId = await verifiedPerson(tx, hashId, {
    nickname: '郑海燕',
    phone: '13700137001',
    idNumber: '350206198203150021',
    company: '泉州市工商联',
  })
  const groupAt = at('08-10', '14:00')
  const [group] = await tx
    .insert(registrations)
    .values({
      userId: contactId,
      kind: 'group',
      certificateStatus: S.certificateIssued,
      collectionMethod: 'express',
      mailingAddress: '福建省泉州市丰泽区东海大街1号 泉州市工商联',
      mailingContact: '郑海燕',
      mailingPhone: '13700137001',
      collectionChosenAt: groupAt,
      expressNumber: 'SF1402938475610',
      submittedAt: groupAt,
      certificateIssuedAt: at('08-16', '14:00'),
      updatedAt: at('08-17', '11:00'),
    })
    .returning({ id: registrations.id })
  await tx.insert(groupRegistrations).values({
    registrationId: group.id,
    groupNameZh: '泉州市工商联经贸考察团',
    groupNameEn: 'Quanzhou Federation of Industry and Commerce trade delegation',
    logo: imageUrl('group', 3),
    groupType: 'association',
    memberCount: 3,
    arrivalTime: at('09-07', '16:00'),
    departureTime: at('09-10', '12:00'),
    contactName: '郑海燕',
    contactPhone: '13700137001',
    businessLicence: imageUrl('enterprise', 4),
    translationNeeds: '需要英语翻译一名 / One English interpreter',
    hotelBooked: true,
    fortune500: false,
    unitIntroduction: '泉州市工商联组织纺织鞋服、机械制造企业赴会洽谈。',
    cooperationIntention: '寻求东南亚市场渠道与智能制造合作伙伴。',
  })
  const members = [
    ['郑海燕', '350206198203150021', '1982-03-15', 'female', '秘书长'],
    ['黄志强', '350502197606120034', '1976-06-12', 'male', '董事长'],
    ['苏明辉', '35050319881108001X', '1988-11-08', 'male', '总经理'],
  ] as const
  await tx.insert(groupMembers).values(
    members.map(([name, idNumber, birthDate, gender, position], sort) => ({
      registrationId: group.id,
      name,
      idType: 'idCard',
      idNumberMasked: maskIdNumber(idNumber),
      idNumberHmac: hashId(idNumber),
      birthDate,
      gender,
      nationality: '中国',
      position,
      industryLevel2: '纺织服装、服饰业',
      province: '福建省',
      city: '泉州市',
      sort,
    })),
  )
  await reviewed(tx, group.id, contactId, 'certificate', S.certificateIssued, groupAt)
  await tx.insert(registrationEvents).values({
    registrationId: group.id,
    action: 'expressSent',
    actorKind: 'operator',
    actor: '寄件员 李强',
    note: 'SF1402938475610',
    at: at('08-17', '11:00'),
  })

  // An exhibitor refused for a missing licence, who may modify and resubmit.
  const exhibitorId = await verifiedPerson(tx, hashId, {
    nickname: '吴建华',
    phone: '13700137002',
    idNumber: '350102198507210053',
    company: '福州闽江智能装备有限公司',
  })
  const exhibitorAt = at('08-12', '10:00')
  const reason = '营业执照已过期，请上传有效的营业执照 / The business licence has expired: upload a valid one'
  const [refused] = await tx
    .insert(registrations)
    .values({
      userId: exhibitorId,
      kind: 'organisation',
      exhibitorStatus: S.notApproved,
      exhibitorReason: reason,
      submittedAt: exhibitorAt,
      updatedAt: at('08-14', '16:00'),
    })
    .returning({ id: registrations.id })
  await tx.insert(organisationRegistrations).values({
    registrationId: refused.id,
    nameZh: '福州闽江智能装备有限公司',
    nameEn: 'Fuzhou Minjiang Intelligent Equipment Co., Ltd.',
    location: '福建省福州市',
    structureType: 'private',
    country: '中国',
    logo: imageUrl('enterprise', 5),
    addressEn: '88 Wuyi Road, Gulou District, Fuzhou',
    postCode: '350001',
    website: 'https://www.example.com',
    registeredCapital: '50000000',
    registeredCapitalUnit: 'yuan',
    businessScopeZh: '工业机器人、智能产线的研发与制造',
    businessScopeEn: 'Industrial robots and smart production lines',
    profileZh: '专注焊接与装配机器人的高新技术企业。',
    profileEn: 'A high-tech maker of welding and assembly robots.',
    exhibitionId: 1,
    exhibitionAreaId: 1,
    informationChannel: 'previousEdition',
    exhibitionIntent: 'exhibit',
    boothType: 'standard',
    standardBooths: 4,
    exhibitDemand: '四个标准展位，需三相电源',
    targetCustomers: '汽车零部件与家电制造企业',
    displayContentZh: '焊接机器人工作站现场演示',
    displayContentEn: 'Live demonstration of a robotic welding cell',
    industryId: 1,
  })
  await tx.insert(organisationContacts).values({
    registrationId: refused.id,
    name: '吴建华',
    phone: '86-0591-87654321',
    email: 'wujianhua@example.com',
    fax: '86-0591-87654322',
    position: '市场总监',
  })
  await reviewed(tx, refused.id, exhibitorId, 'exhibitor', S.initialReview, exhibitorAt)
  await tx.insert(registrationEvents).values({
    registrationId: refused.id,
    action: 'refused',
    track: 'exhibitor',
    status: S.notApproved,
    actorKind: 'operator',
    actor: REVIEWER,
    note: reason,
    at: at('08-14', '16:00'),
  })

  // A professional visitor waiting for review and an invited guest in initial review.
  const visitors = [
    {
      person: { nickname: '许静怡', phone: '13700137003', idNumber: '35020319940418002X', company: '厦门国贸集团' },
      kind: 'professionalVisitor',
      status: S.waitingForReview,
      birthDate: '1994-04-18',
      gender: 'female',
      code: '',
    },
    {
      person: { nickname: '欧阳明', phone: '13700137004', idNumber: '350204196307050015', company: '新加坡福建会馆' },
      kind: 'invitedGuest',
      status: S.initialReview,
      birthDate: '1963-07-05',
      gender: 'male',
      code: 'CIFIT2026-VIP',
    },
  ] as const
  for (const [i, visitor] of visitors.entries()) {
    const userId = await verifiedPerson(tx, hashId, visitor.person)
    const submittedAt = at('08-21', `1${i}:00`)
    const [row] = await tx
      .insert(registrations)
      .values({ userId, kind: 'person', certificateStatus: visitor.status, submittedAt, updatedAt: submittedAt })
      .returning({ id: registrations.id })
    await tx.insert(personRegistrations).values({
      registrationId: row.id,
      personKind: visitor.kind,
      invitationCode: visitor.code,
      name: visitor.person.nickname,
      idType: 'idCard',
      idNumberMasked: maskIdNumber(visitor.person.idNumber),
      idNumberHmac: hashId(visitor.person.idNumber),
      nationality: '中国',
      birthDate: visitor.birthDate,
      gender: visitor.gender,
      phone: visitor.person.phone,
      organisation: visitor.person.company,
      avatar: imageUrl('avatar', 6 + i),
      mainPurpose: visitor.kind === 'invitedGuest' ? 'forum' : 'procurement',
    })
    await reviewed(tx, row.id, userId, 'certificate', visitor.status, submittedAt)
  }
}
