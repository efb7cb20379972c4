import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import QRCode from 'qrcode'
import { tellWaiting } from './chat.service'
import {
  briefsOf,
  contactsOf,
  directKey,
  checkPicture,
  fieldRefused,
  pairOf,
  publicCardOf,
  publicCardsOf,
  requireCard,
  selfRefused,
  stateOf,
} from './people'
import { cardExchanges, userProfiles } from './people.schema'
import type { Page, PageQuery } from '../../../src/contract/common'
import type {
  CardCode,
  CardForm,
  CardStatus,
  ExchangeItem,
  ExchangeListQuery,
  ExchangeStatus,
  OwnCard,
  ScanResult,
} from '../../../src/contract/network'
import { CARD_CODE_PREFIX, NetworkCode, type ExchangeSource } from '../../../src/contract/network.codes'
import { isPhone, storedPhone } from '../../../src/contract/phone'
import { isEmail } from '../../../src/contract/validators'
import { users } from '../account'
import type { SessionUser } from '../account'
import type { Database } from '../platform/connect'
import { ApiError, notFound } from '../platform/envelope'
import { pick, type Lang } from '../platform/lang'
import { options } from '../platform/options.schema'
import { pageOf } from '../platform/page'
import { readBadge } from '../registration'
import { subkey, type RegistrationDeps } from '../registration'

// Business cards (userBusinessCardApply/add and getStatus), their signed codes, and exchanging them: request, accept,
// decline, scan. Contacts are shown to the owner and, once an exchange is accepted, to the other side only.

/** The industry options' ids, to check a card's industry and interests against. */
async function industryIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: options.id })
    .from(options)
    .where(and(eq(options.kind, 'industry'), inArray(options.id, ids)))
  return new Set(rows.map((row) => row.id))
}

/** The user's own card as they see it: every field, contacts and interests included. */
export async function ownCard(db: Database, lang: Lang, userId: number): Promise<OwnCard | null> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId))
  if (!row) return null
  const [cards, briefs] = await Promise.all([publicCardsOf(db, lang, [userId]), briefsOf(db, lang, [userId])])
  const interests = row.interests.length
    ? await db
        .select({ id: options.id, label: pick(lang, options.labelZh, options.labelEn) })
        .from(options)
        .where(inArray(options.id, row.interests))
        .orderBy(options.sort)
    : []
  return {
    ...publicCardOf(cards, briefs, userId),
    interests,
    isPublic: row.isPublic,
    contacts: { phone: row.phone, email: row.email },
    updatedAt: row.updatedAt.getTime(),
  }
}

/** userBusinessCardApply/getStatus. */
export async function cardStatus(db: Database, lang: Lang, userId: number): Promise<CardStatus> {
  const card = await ownCard(db, lang, userId)
  return { status: card ? 'active' : 'none', card }
}

/**
 * userBusinessCardApply/add: creates or replaces the user's card after the form's rules (name, organisation and
 * position required; any country's phone number (stored in E.164); a valid email when given; known industries; one of the
 * user's own pictures). The text the user typed is kept for both languages.
 */
export async function saveCard(db: Database, lang: Lang, user: SessionUser, form: CardForm): Promise<OwnCard> {
  const name = form.name.trim()
  const organisation = form.organisation.trim()
  const position = form.position.trim()
  const phone = form.phone.trim()
  const email = (form.email ?? '').trim().toLowerCase()
  for (const [field, value] of [
    ['name', name],
    ['organisation', organisation],
    ['position', position],
    ['phone', phone],
  ] as const)
    if (!value) throw fieldRefused(field, 'required')
  if (!isPhone(phone)) throw fieldRefused('phone', 'phone')
  if (email && !isEmail(email)) throw fieldRefused('email', 'email')
  const interests = form.interests ?? []
  const known = await industryIds(db, [...interests, ...(form.industryId ? [form.industryId] : [])])
  if (form.industryId && !known.has(form.industryId)) throw fieldRefused('industryId', 'unknownOption')
  const unknown = interests.findIndex((id) => !known.has(id))
  if (unknown >= 0) throw fieldRefused(`interests.${unknown}`, 'unknownOption')
  await checkPicture(db, user.id, 'avatar', form.avatar)
  const intro = (form.intro ?? '').trim()
  const values = {
    nameZh: name,
    nameEn: name,
    companyZh: organisation,
    companyEn: organisation,
    positionZh: position,
    positionEn: position,
    introZh: intro,
    introEn: intro,
    avatar: form.avatar || user.avatar,
    isPublic: form.isPublic ?? true,
    industryId: form.industryId ?? null,
    offers: form.offers,
    seeks: form.seeks,
    interests,
    phone: storedPhone(phone),
    email,
    updatedAt: new Date(),
  }
  await db
    .insert(userProfiles)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: userProfiles.userId, set: values })
  return (await ownCard(db, lang, user.id)) as OwnCard
}

const CODE_SIGNATURE_BYTES = 16

const codeSignature = (key: Buffer, body: string) =>
  createHmac('sha256', subkey(key, 'card'))
    .update(`${CARD_CODE_PREFIX}.${body}`)
    .digest()
    .subarray(0, CODE_SIGNATURE_BYTES)

const notConfigured = () => new ApiError(503, 503, 'registration.badge.notConfigured')
const codeInvalid = () => new ApiError(400, NetworkCode.codeInvalid, 'network.codeInvalid')

/** network/card/code: `CIFITC1.<user>.<HMAC>` signed with the badge secret's card key, and its QR code. */
export async function cardCode(db: Database, deps: RegistrationDeps, userId: number): Promise<CardCode> {
  if (!deps.signingKey) throw notConfigured()
  await requireCard(db, userId)
  const body = Buffer.from(String(userId)).toString('base64url')
  const code = `${CARD_CODE_PREFIX}.${body}.${codeSignature(deps.signingKey, body).toString('base64url')}`
  return { code, qrSvg: await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) }
}

/** Who a scanned code names: a card code's owner or a badge's holder; 400 for anything this server did not sign. */
export function personOfCode(deps: RegistrationDeps, code: string): { userId: number; source: 'card' | 'badge' } {
  if (!deps.signingKey) throw notConfigured()
  const text = code.trim()
  if (text.startsWith(`${CARD_CODE_PREFIX}.`)) {
    const [, body, signature, ...rest] = text.split('.')
    if (!body || !signature || rest.length > 0) throw codeInvalid()
    const given = Buffer.from(signature, 'base64url')
    const expected = codeSignature(deps.signingKey, body)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw codeInvalid()
    const userId = Number(Buffer.from(body, 'base64url').toString())
    if (!Number.isInteger(userId) || userId < 1) throw codeInvalid()
    return { userId, source: 'card' }
  }
  try {
    return { userId: readBadge(deps.signingKey, text).userId, source: 'badge' }
  } catch {
    throw codeInvalid()
  }
}

/** Serialises everything done to one pair's exchange, whichever side acts. */
const lockPair = (tx: Database, a: number, b: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`card-exchange:${Math.min(a, b)}-${Math.max(a, b)}`}))`)

const exchangeColumns = {
  id: cardExchanges.id,
  fromUserId: cardExchanges.fromUserId,
  toUserId: cardExchanges.toUserId,
  status: cardExchanges.status,
}

/**
 * Asks `targetId` to exchange cards: a new request, or again after a decline; a request the other side already sent
 * is accepted instead; cards already exchanged answer 409. Both sides need a card; never oneself.
 */
export async function requestExchange(
  db: Database,
  user: SessionUser,
  targetId: number,
  options: { remark?: string; source?: ExchangeSource; now: Date },
): Promise<ExchangeStatus> {
  if (targetId === user.id) throw selfRefused()
  await requireCard(db, user.id)
  if ((await db.$count(users, eq(users.id, targetId))) === 0) throw notFound()
  const remark = (options.remark ?? '').trim()
  const source = options.source ?? 'card'
  const state = await db.transaction(async (tx) => {
    await lockPair(tx, user.id, targetId)
    const [row] = await tx.select(exchangeColumns).from(cardExchanges).where(pairOf(user.id, targetId))
    const { now } = options
    if (!row) {
      const [created] = await tx
        .insert(cardExchanges)
        .values({ fromUserId: user.id, toUserId: targetId, remark, source, createdAt: now })
        .returning(exchangeColumns)
      return stateOf(user.id, targetId, created)
    }
    if (row.status === 'accepted') throw new ApiError(409, NetworkCode.already, 'network.exchange.already')
    if (row.status === 'pending' && row.fromUserId === user.id) return stateOf(user.id, targetId, row)
    const [updated] =
      row.status === 'pending'
        ? await tx
            .update(cardExchanges)
            .set({ status: 'accepted', decidedAt: now })
            .where(eq(cardExchanges.id, row.id))
            .returning(exchangeColumns)
        : await tx
            .update(cardExchanges)
            .set({
              fromUserId: user.id,
              toUserId: targetId,
              status: 'pending',
              remark,
              source,
              createdAt: now,
              decidedAt: null,
            })
            .where(eq(cardExchanges.id, row.id))
            .returning(exchangeColumns)
    return stateOf(user.id, targetId, updated)
  })
  await tellWaiting(db, [targetId, user.id])
  return state
}

/** network/exchange/scan (/scan-result-friend): the person a scanned code names, asked for an exchange. */
export async function scanToExchange(
  db: Database,
  deps: RegistrationDeps,
  lang: Lang,
  user: SessionUser,
  code: string,
  now: Date,
): Promise<ScanResult> {
  const { userId } = personOfCode(deps, code)
  const exchange = await requestExchange(db, user, userId, { source: 'scan', now })
  const [cards, briefs] = await Promise.all([publicCardsOf(db, lang, [userId]), briefsOf(db, lang, [userId])])
  return { person: publicCardOf(cards, briefs, userId), exchange }
}

/**
 * Accepts or declines a request sent to the user. Another's request is a 404; one already answered a 409.
 * Accepting needs a card of one's own (it is what the other side then sees).
 */
export async function decideExchange(
  db: Database,
  user: SessionUser,
  id: number,
  decision: 'accepted' | 'declined',
  now: Date,
): Promise<ExchangeStatus> {
  const [row] = await db.select(exchangeColumns).from(cardExchanges).where(eq(cardExchanges.id, id))
  if (!row || (row.toUserId !== user.id && row.fromUserId !== user.id)) throw notFound()
  if (row.toUserId !== user.id || row.status !== 'pending')
    throw new ApiError(409, NetworkCode.notPending, 'network.exchange.notPending')
  if (decision === 'accepted') await requireCard(db, user.id)
  const [updated] = await db
    .update(cardExchanges)
    .set({ status: decision, decidedAt: now })
    .where(and(eq(cardExchanges.id, id), eq(cardExchanges.toUserId, user.id), eq(cardExchanges.status, 'pending')))
    .returning(exchangeColumns)
  if (!updated) throw new ApiError(409, NetworkCode.notPending, 'network.exchange.notPending')
  await tellWaiting(db, [user.id, row.fromUserId])
  return stateOf(user.id, row.fromUserId, updated)
}

/** network/exchange/list: requests received or sent and waiting, or the exchanged cards with their contacts. */
export async function listExchanges(
  db: Database,
  lang: Lang,
  userId: number,
  { box, keyword }: Omit<ExchangeListQuery, keyof PageQuery>,
  page: PageQuery,
): Promise<Page<ExchangeItem>> {
  const other = sql<number>`case when ${cardExchanges.fromUserId} = ${userId} then ${cardExchanges.toUserId} else ${cardExchanges.fromUserId} end`
  const inBox =
    box === 'received'
      ? and(eq(cardExchanges.toUserId, userId), eq(cardExchanges.status, 'pending'))
      : box === 'sent'
        ? and(eq(cardExchanges.fromUserId, userId), eq(cardExchanges.status, 'pending'))
        : and(
            or(eq(cardExchanges.fromUserId, userId), eq(cardExchanges.toUserId, userId)),
            eq(cardExchanges.status, 'accepted'),
          )
  const text = keyword?.trim()
  const where = text
    ? and(
        inBox,
        sql`exists (select 1 from ${userProfiles} where ${userProfiles.userId} = ${other} and (${or(
          ilike(userProfiles.nameZh, `%${text}%`),
          ilike(userProfiles.nameEn, `%${text}%`),
          ilike(userProfiles.companyZh, `%${text}%`),
          ilike(userProfiles.companyEn, `%${text}%`),
        )}))`,
      )
    : inBox
  const found = await pageOf(
    page,
    db
      .select({
        id: cardExchanges.id,
        fromUserId: cardExchanges.fromUserId,
        status: cardExchanges.status,
        other,
        remark: cardExchanges.remark,
        source: cardExchanges.source,
        createdAt: cardExchanges.createdAt,
        decidedAt: cardExchanges.decidedAt,
      })
      .from(cardExchanges)
      .where(where)
      .orderBy(desc(sql`coalesce(${cardExchanges.decidedAt}, ${cardExchanges.createdAt})`), desc(cardExchanges.id)),
    db.$count(cardExchanges, where),
  )
  const ids = found.list.map((row) => Number(row.other))
  const [cards, briefs, contacts] = await Promise.all([
    publicCardsOf(db, lang, ids),
    briefsOf(db, lang, ids),
    box === 'exchanged' ? contactsOf(db, ids) : Promise.resolve(new Map()),
  ])
  return {
    ...found,
    list: found.list.map((row) => {
      const otherId = Number(row.other)
      const exchanged = row.status === 'accepted'
      return {
        id: row.id,
        person: publicCardOf(cards, briefs, otherId),
        direction: row.fromUserId === userId ? 'sent' : 'received',
        state: stateOf(userId, otherId, row).state,
        remark: row.remark,
        source: row.source as ExchangeSource,
        createdAt: row.createdAt.getTime(),
        decidedAt: row.decidedAt?.getTime() ?? null,
        contacts: exchanged ? (contacts.get(otherId) ?? { phone: '', email: '' }) : null,
        conversation: exchanged ? directKey(userId, otherId) : null,
      }
    }),
  }
}
