import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import {
  DEMO_DIRECT_LINES,
  DEMO_GROUP_LINES,
  DEMO_OWN_GROUP_LINES,
  DEMO_SERVICE_LINES,
  SERVICE_HOURS,
  SERVICE_TOPICS,
  type DemoLine,
} from './chat.fixtures'
import { chatMessages, chatReads, serviceThreads, serviceTopics } from './chat.schema'
import { ARTICLES, DEMO_ARTICLE, DEMO_POST, EVENTS, POSTS } from './circle.fixtures'
import { circleCertifications, circlePosts } from './circle.schema'
import { DEMO_OWN_GROUP, GROUP_HISTORY, GROUPS } from './groups.fixtures'
import { chatGroupMembers, chatGroupRequests, projectGroups } from './groups.schema'
import { BOOTH_VISITS, ENQUIRIES, LEADS } from './leads.fixtures'
import { leads } from './leads.schema'
import { DEMO_MEETING_TOPICS, MEETING_POINTS } from './match.fixtures'
import { matches, meetingPoints, meetingRequests } from './match.schema'
import { matchReason } from './match.service'
import { CARDS, DEMO_CARD, type Card } from './people.fixtures'
import { cardExchanges, cardViews, personFollows, userProfiles } from './people.schema'
import { ContentType } from '../../../src/contract/common.codes'
import type { MatchKind } from '../../../src/contract/network.codes'
import { users } from '../account'
import { projects } from '../content'
import { eventPoints, likes } from '../engagement'
import { enterprises, inquiries, products } from '../enterprise'
import { booths } from '../exhibition'
import type { Database } from '../platform/connect'
import { imageUrl } from '../platform/images'
import { optionId } from '../platform/options.seed'
import { bilingualColumns, DAY_MS, fairTime, richText } from '../platform/text'

// The network's demo content, from the fixtures beside this file. The fair's own parts (meeting points, customer
// service's topics) are seeded in every mode; the people (accounts with business cards), their posts, groups and chats
// only in local mode, like the other demo identities; the demo user's cards, chats, matches and meetings come with the
// demo user (giveDemoNetwork).

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000

/** A fair-local time (UTC+8) on an August 2026 day, in the weeks before the fair. */
const augustTime = (day: number, hhmm: string): Date =>
  new Date(`2026-08-${String(day).padStart(2, '0')}T${hhmm}:00+08:00`)

/** Negotiation areas in the halls; each table holds one meeting per slot. */
export function buildMeetingPoints(): (typeof meetingPoints.$inferInsert)[] {
  return MEETING_POINTS.map((point, index) => ({
    ...bilingualColumns({ name: point.name, location: point.location }),
    tables: point.tables,
    sort: index,
  }))
}

/** What customer service helps with, each with its line, mail and hours. */
export function buildServiceTopics(): (typeof serviceTopics.$inferInsert)[] {
  return SERVICE_TOPICS.map(([name, description], index) => ({
    ...bilingualColumns({ name, description, workTime: SERVICE_HOURS }),
    phone: `86-0592-26690${String(index + 1).padStart(2, '0')}`,
    email: 'service@cifit.example',
    sort: index,
  }))
}

const systemLine = (key: string, userId: number) => JSON.stringify({ key, userId })

/** A business card's columns, its avatar the demo image of that number. */
const cardColumns = (card: Card, avatar: number) => ({
  ...bilingualColumns({ name: card.name, company: card.company, position: card.position, intro: card.intro }),
  avatar: imageUrl('avatar', avatar),
  isPublic: card.isPublic,
  industryId: optionId('industry', card.industry - 1),
  offers: card.offers,
  seeks: card.seeks,
  interests: card.interests.map((n) => optionId('industry', n - 1)),
  phone: card.phone,
  email: card.email,
})

/** The mobile a demo person signs in with (their card may give a landline). */
const accountPhone = (index: number) => `1358888${String(index + 1).padStart(4, '0')}`

/** The demo people's accounts, in CARDS order. */
async function peopleIds(tx: Tx): Promise<number[] | null> {
  const phones = CARDS.map((_, index) => accountPhone(index))
  const rows = await tx.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.phone, phones))
  const byPhone = new Map(rows.map((row) => [row.phone, row.id]))
  const ids = phones.map((phone) => byPhone.get(phone))
  return ids.every((id) => id !== undefined) ? (ids as number[]) : null
}

/**
 * The demo people (local mode): accounts with business cards, certified for the circle and posting there, liking and
 * following each other, in group chats with history. Same rows on every run.
 */
export async function seedPeople(tx: Tx, now: Date): Promise<void> {
  const people: number[] = []
  for (const [index, card] of CARDS.entries()) {
    const [user] = await tx
      .insert(users)
      .values({
        nickname: card.name.zh,
        avatar: imageUrl('avatar', index + 2),
        phone: accountPhone(index),
        realNameStatus: 2,
        company: card.company.zh,
        position: card.position.zh,
      })
      .returning({ id: users.id })
    people.push(user.id)
  }
  const profileIds = await tx
    .insert(userProfiles)
    .values(
      CARDS.map((card, index) => ({
        id: index + 1,
        userId: people[index],
        ...cardColumns(card, index + 2),
        createdAt: new Date(now.getTime() - (index + 1) * 3 * DAY_MS),
      })),
    )
    .returning({ id: userProfiles.id })
  const authors = new Set([...POSTS, ...EVENTS, ...ARTICLES].map(([author]) => author))
  await tx.insert(circleCertifications).values(
    [...authors].map((author) => ({
      userId: people[author],
      status: 'certified',
      organisation: CARDS[author].company.zh,
      position: CARDS[author].position.zh,
      appliedAt: new Date(now.getTime() - 40 * DAY_MS),
      decidedAt: new Date(now.getTime() - 39 * DAY_MS),
      decidedBy: '客服 李娜',
    })),
  )
  const posts: (typeof circlePosts.$inferInsert)[] = [
    ...POSTS.map(([author, title, text], index) => ({
      profileId: profileIds[author].id,
      kind: 'dynamic',
      ...bilingualColumns({ title }),
      ...richText((lang) => `<p>${text[lang]}</p>`),
      cover: imageUrl('news', 40 + index),
      images: [imageUrl('news', 40 + index)],
      publishTime: new Date(now.getTime() - index * 2 * DAY_MS - ((index * 7) % 20) * HOUR_MS),
    })),
    ...EVENTS.map(([author, title, text, day, from, to, place], index) => ({
      profileId: profileIds[author].id,
      kind: 'event',
      ...bilingualColumns({ title }),
      ...richText((lang) => `<p>${text[lang]}</p>`),
      cover: imageUrl('meeting', 60 + index),
      eventStart: fairTime(day, from),
      eventEnd: fairTime(day, to),
      place,
      publishTime: new Date(now.getTime() - (index + 1) * 5 * DAY_MS),
    })),
    ...ARTICLES.map(([author, title, paragraphs, points], index) => ({
      profileId: profileIds[author].id,
      kind: 'article',
      ...bilingualColumns({ title }),
      ...richText(
        (lang) =>
          `${paragraphs.map((p) => `<p>${p[lang]}</p>`).join('')}<h3>${title[lang]}</h3><ul>${points
            .map((point) => `<li>${point[lang]}</li>`)
            .join('')}</ul>`,
      ),
      cover: imageUrl('article', 20 + index),
      publishTime: new Date(now.getTime() - (index + 1) * 4 * DAY_MS),
    })),
  ].map((post, index) => ({ ...post, id: index + 1 }))
  await tx.insert(circlePosts).values(posts)
  // Each post is liked by the people two, five and seven places after its author.
  await tx.insert(likes).values(
    posts.flatMap((post, index) => {
      const author = profileIds.findIndex((profile) => profile.id === post.profileId)
      return [2, 5, 7]
        .filter((step) => step <= (index % 3) + 5)
        .map((step) => ({
          userId: people[(author + step) % people.length],
          contentType: ContentType.dynamic,
          contentId: index + 1,
          createdAt: new Date((post.publishTime as Date).getTime() + step * HOUR_MS),
        }))
    }),
  )
  await tx.insert(personFollows).values(
    [
      [0, 2],
      [1, 2],
      [5, 2],
      [3, 5],
      [8, 5],
      [2, 8],
      [9, 7],
    ].map(([follower, followed]) => ({ followerId: people[follower], userId: people[followed] })),
  )
  await tx.insert(projectGroups).values(
    GROUPS.map(([name, kind, target, isOpen, joinable, owner, members, limit], index) => ({
      id: index + 1,
      kind,
      projectId: kind === 'project' ? target : null,
      ...bilingualColumns({ name }),
      avatar: imageUrl('group', index + 1),
      isOpen,
      joinable,
      memberCount: members.length,
      memberLimit: limit,
      ownerId: people[owner],
      leaderId: people[owner],
      createdAt: new Date(now.getTime() - (index * 3 + 10) * DAY_MS),
    })),
  )
  await tx.insert(chatGroupMembers).values(
    GROUPS.flatMap(([, , , , , , members], index) =>
      members.map((member, order) => ({
        groupId: index + 1,
        userId: people[member],
        joinedAt: new Date(now.getTime() - (index * 3 + 10) * DAY_MS + order * HOUR_MS),
      })),
    ),
  )
  for (const [group, lines] of GROUP_HISTORY)
    await tx.insert(chatMessages).values(
      lines.map(([speaker, body, hoursAgo]) => ({
        conversation: `group:${group + 1}`,
        senderId: people[speaker],
        kind: 'text',
        body,
        createdAt: new Date(now.getTime() - hoursAgo * HOUR_MS),
      })),
    )
}

/** A line of a conversation: who (null for staff), what, how many minutes ago. */
type Line = [number | null, string, number]

const lines = (conversation: string, rows: readonly Line[], now: Date, staffName = '客服 李娜') =>
  rows.map(([senderId, body, minutesAgo]) => ({
    conversation,
    senderId,
    staffName: senderId === null ? staffName : '',
    kind: 'text',
    body,
    createdAt: new Date(now.getTime() - minutesAgo * MINUTE_MS),
  }))

/** A match of the demo's, with its reason worded as matchmaking words it. */
async function demoMatch(tx: Tx, userId: number, kind: MatchKind, targetId: number, at: Date) {
  const reason = await matchReason(tx, userId, kind, targetId)
  const [row] = await tx
    .insert(matches)
    .values({ userId, kind, targetId, reasonZh: reason.zh, reasonEn: reason.en, createdAt: at })
    .returning({ id: matches.id })
  return row.id
}

/**
 * The demo user's network: a card, certified posts, exchanged and waiting cards, visitors and fans, groups (one they
 * own, with an application to approve; an invitation to a private one) with history and unread messages, a one-to-one
 * chat, a customer-service chat, matches and meeting requests (one accepted, in their agenda), and their enterprise's
 * booth visitors, leads and enquiries on the fair's days. Nothing when the demo people are not seeded.
 */
export async function giveDemoNetwork(tx: Tx, demoId: number, now: Date): Promise<void> {
  const people = await peopleIds(tx)
  if (!people) return
  const [card] = await tx
    .insert(userProfiles)
    .values({
      userId: demoId,
      ...cardColumns(DEMO_CARD, 1),
    })
    .returning({ id: userProfiles.id })
  await tx.insert(circleCertifications).values({
    userId: demoId,
    status: 'certified',
    organisation: DEMO_CARD.company.zh,
    position: DEMO_CARD.position.zh,
    reason: '发布新能源项目投资需求',
    appliedAt: new Date(now.getTime() - 12 * DAY_MS),
    decidedAt: new Date(now.getTime() - 11 * DAY_MS),
    decidedBy: '客服 李娜',
  })
  await tx.insert(circlePosts).values([
    {
      profileId: card.id,
      kind: 'dynamic',
      ...bilingualColumns({ title: DEMO_POST.title }),
      ...richText((lang) => DEMO_POST.content[lang]),
      cover: imageUrl('news', 70),
      images: [imageUrl('news', 70)],
      publishTime: new Date(now.getTime() - 2 * DAY_MS),
    },
    {
      profileId: card.id,
      kind: 'article',
      ...bilingualColumns({ title: DEMO_ARTICLE.title }),
      ...richText((lang) => DEMO_ARTICLE.content[lang]),
      cover: imageUrl('article', 30),
      publishTime: new Date(now.getTime() - 6 * DAY_MS),
    },
  ])
  // Dated on the fair's calendar, as new requests are (the programme's clock), and before the earliest moment that
  // clock stands at in the demo and the checks (20 August): a request made on any of them, or on the real clock, is
  // newer and lists first.
  const exchange = (from: number, to: number, status: string, askedAt: Date, remark = '') => ({
    fromUserId: from,
    toUserId: to,
    status,
    remark,
    source: 'card',
    createdAt: askedAt,
    decidedAt: status === 'pending' ? null : new Date(askedAt.getTime() + 2 * HOUR_MS),
  })
  await tx
    .insert(cardExchanges)
    .values([
      exchange(demoId, people[2], 'accepted', augustTime(10, '09:30'), '想了解储能项目'),
      exchange(people[3], demoId, 'accepted', augustTime(12, '16:00'), 'Biomedicine fund, happy to connect'),
      exchange(people[0], demoId, 'pending', augustTime(18, '10:20'), '希望交流物流园区合作'),
      exchange(people[9], demoId, 'pending', augustTime(19, '15:40'), 'German suppliers looking for partners'),
      exchange(demoId, people[5], 'pending', augustTime(17, '11:00')),
    ])
  await tx.insert(cardViews).values(
    [
      [0, 1],
      [1, 3],
      [4, 5],
      [7, 12],
      [0, 14],
      [9, 20],
    ].map(([person, daysAgo]) => ({
      ownerId: demoId,
      viewerId: people[person],
      viewedAt: new Date(now.getTime() - daysAgo * DAY_MS),
    })),
  )
  await tx.insert(personFollows).values([
    { followerId: people[1], userId: demoId, createdAt: new Date(now.getTime() - 8 * DAY_MS) },
    { followerId: people[4], userId: demoId, createdAt: new Date(now.getTime() - 5 * DAY_MS) },
    { followerId: people[7], userId: demoId, createdAt: new Date(now.getTime() - 2 * DAY_MS) },
    { followerId: demoId, userId: people[1], createdAt: new Date(now.getTime() - 8 * DAY_MS) },
    { followerId: demoId, userId: people[2], createdAt: new Date(now.getTime() - 9 * DAY_MS) },
  ])

  // The new energy group (id 3), joined a few days ago, with a conversation the demo takes part in.
  await tx
    .insert(chatGroupMembers)
    .values({ groupId: 3, userId: demoId, joinedAt: new Date(now.getTime() - 3 * DAY_MS) })
  await tx
    .update(projectGroups)
    .set({ memberCount: sql`${projectGroups.memberCount} + 1` })
    .where(eq(projectGroups.id, 3))
  const [firstProduct] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.enterpriseId, 1))
    .orderBy(asc(products.id))
    .limit(1)
  const [ownGroup] = await tx
    .insert(projectGroups)
    .values({
      kind: firstProduct ? 'product' : 'topic',
      productId: firstProduct?.id ?? null,
      ...bilingualColumns({ name: DEMO_OWN_GROUP.name }),
      avatar: imageUrl('group', 13),
      isOpen: true,
      memberCount: 3,
      memberLimit: 200,
      ownerId: demoId,
      leaderId: demoId,
      notice: DEMO_OWN_GROUP.notice,
      noticeAt: new Date(now.getTime() - DAY_MS),
      createdAt: new Date(now.getTime() - 4 * DAY_MS),
    })
    .returning({ id: projectGroups.id })
  await tx.insert(chatGroupMembers).values([
    { groupId: ownGroup.id, userId: demoId, joinedAt: new Date(now.getTime() - 4 * DAY_MS) },
    { groupId: ownGroup.id, userId: people[2], joinedAt: new Date(now.getTime() - 4 * DAY_MS + HOUR_MS) },
    { groupId: ownGroup.id, userId: people[3], joinedAt: new Date(now.getTime() - 3 * DAY_MS) },
  ])
  await tx.insert(chatGroupRequests).values([
    { groupId: ownGroup.id, userId: people[9], kind: 'application', message: 'We would like to join the Q&A.' },
    { groupId: 5, userId: demoId, kind: 'invitation', invitedBy: people[0] },
  ])
  const groupThree = 'group:3'
  const own = `group:${ownGroup.id}`
  const direct = `direct:${Math.min(demoId, people[2])}-${Math.max(demoId, people[2])}`
  const service = `service:${demoId}`
  // The fixtures name the demo user and the demo people; the lines name their accounts.
  const said = (rows: readonly DemoLine[]): Line[] =>
    rows.map(([speaker, body, minutesAgo]) => [
      speaker === 'demo' ? demoId : speaker === null ? null : people[speaker],
      body,
      minutesAgo,
    ])
  const history = [
    ...lines(groupThree, [[null, systemLine('network.system.joined', demoId), 3 * 1440]], now).map((line) => ({
      ...line,
      kind: 'system',
      staffName: '',
    })),
    ...lines(groupThree, said(DEMO_GROUP_LINES), now),
    ...lines(own, said(DEMO_OWN_GROUP_LINES), now),
    ...lines(direct, said(DEMO_DIRECT_LINES), now),
    ...lines(service, said(DEMO_SERVICE_LINES), now),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  const stored = await tx
    .insert(chatMessages)
    .values(history)
    .returning({ id: chatMessages.id, conversation: chatMessages.conversation, body: chatMessages.body })
  const lastIdOf = (conversation: string, skip = 0) => {
    const ids = stored.filter((message) => message.conversation === conversation).map((message) => message.id)
    return ids[ids.length - 1 - skip] ?? 0
  }
  // Read up to a little before the end: two of the group's lines, the last direct message and the question are new.
  await tx.insert(chatReads).values([
    { userId: demoId, conversation: groupThree, lastReadId: lastIdOf(groupThree, 2) },
    { userId: demoId, conversation: own, lastReadId: lastIdOf(own) },
    { userId: demoId, conversation: direct, lastReadId: lastIdOf(direct, 1) },
    { userId: demoId, conversation: service, lastReadId: lastIdOf(service) },
  ])
  await tx.insert(serviceThreads).values({
    userId: demoId,
    topicId: null,
    waitingSince: new Date(now.getTime() - 60 * MINUTE_MS),
    lastMessageAt: new Date(now.getTime() - 60 * MINUTE_MS),
  })

  const [exhibitor] = await tx
    .select({ id: enterprises.id })
    .from(enterprises)
    .innerJoin(booths, eq(booths.enterpriseId, enterprises.id))
    .where(and(eq(enterprises.industryId, optionId('industry', 3)), ne(enterprises.id, 1)))
    .orderBy(asc(enterprises.id))
    .limit(1)
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.industryId, optionId('industry', 3)))
    .orderBy(asc(projects.id))
    .limit(1)
  const withPerson = await demoMatch(tx, demoId, 'person', people[2], new Date(now.getTime() - 10 * DAY_MS))
  const withFund = await demoMatch(tx, demoId, 'person', people[3], new Date(now.getTime() - 3 * DAY_MS))
  if (exhibitor) await demoMatch(tx, demoId, 'exhibitor', exhibitor.id, new Date(now.getTime() - 2 * DAY_MS))
  if (project) await demoMatch(tx, demoId, 'project', project.id, new Date(now.getTime() - DAY_MS))
  const fromLin = await demoMatch(tx, people[0], 'person', demoId, new Date(now.getTime() - DAY_MS))
  const [pointA1, pointB3] = await tx
    .select({ id: meetingPoints.id })
    .from(meetingPoints)
    .orderBy(asc(meetingPoints.sort))
  const slot = (day: number, hhmm: string) => ({
    startTime: fairTime(day, hhmm),
    endTime: new Date(fairTime(day, hhmm).getTime() + 30 * MINUTE_MS),
  })
  await tx.insert(meetingRequests).values([
    {
      fromUserId: demoId,
      toUserId: people[2],
      matchId: withPerson,
      pointId: pointA1.id,
      ...slot(9, '15:00'),
      ...bilingualColumns({ topic: DEMO_MEETING_TOPICS.storage }),
      note: '想当面了解贵司储能项目的融资安排',
      status: 'accepted',
      createdAt: new Date(now.getTime() - 8 * DAY_MS),
    },
    {
      fromUserId: people[0],
      toUserId: demoId,
      matchId: fromLin,
      pointId: pointB3.id,
      ...slot(10, '11:00'),
      ...bilingualColumns({ topic: DEMO_MEETING_TOPICS.logistics }),
      note: '会后可一起参观我们在厦门的物流园区',
      awaitingUserId: demoId,
      createdAt: new Date(now.getTime() - DAY_MS),
    },
    {
      fromUserId: demoId,
      toUserId: people[3],
      matchId: withFund,
      pointId: pointA1.id,
      ...slot(10, '14:30'),
      ...bilingualColumns({ topic: DEMO_MEETING_TOPICS.devices }),
      note: 'Happy to share our portfolio beforehand',
      awaitingUserId: demoId,
      proposals: 1,
      createdAt: new Date(now.getTime() - 2 * DAY_MS),
    },
  ])

  // The demo's enterprise (1) on the fair's days: booth visits, leads and enquiries for its desk and charts.
  const ownBooths = await tx
    .select({ id: booths.id })
    .from(booths)
    .where(eq(booths.enterpriseId, 1))
    .orderBy(asc(booths.id))
  if (ownBooths.length > 0)
    await tx.insert(eventPoints).values(
      BOOTH_VISITS.map(([person, day, hhmm], index) => ({
        eventName: 'content_view',
        contentId: String(ownBooths[index % ownBooths.length].id),
        paramId: String(ContentType.booth),
        paramName: 'booth',
        userId: people[person],
        createdAt: fairTime(day, hhmm),
      })),
    )
  await tx.insert(leads).values(
    LEADS.map(([person, day, hhmm, note]) => {
      const visitor = CARDS[person]
      const at = fairTime(day, hhmm)
      return {
        enterpriseId: 1,
        visitorId: people[person],
        scannedBy: demoId,
        source: 'badge',
        name: visitor.name.zh,
        organisation: visitor.company.zh,
        position: visitor.position.zh,
        note,
        firstScannedAt: at,
        lastScannedAt: at,
      }
    }),
  )
  const offered = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.enterpriseId, 1))
    .orderBy(asc(products.id))
  if (offered.length > 0)
    await tx.insert(inquiries).values(
      ENQUIRIES.map(([person, day, hhmm, quantity, unit, requirements], index) => ({
        userId: people[person],
        productId: offered[index % offered.length].id,
        quantity,
        unit,
        requirements,
        phone: accountPhone(person),
        createdAt: fairTime(day, hhmm),
      })),
    )
}
