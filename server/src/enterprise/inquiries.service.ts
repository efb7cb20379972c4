import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import { enterpriseMembers, enterprises, inquiries, products } from './schema'
import type { InquiryItem, InquiryListQuery } from '../../../src/contract/account'
import type { Page } from '../../../src/contract/common'
import type { InquiryForm } from '../../../src/contract/enterprise'
import { maskPhone } from '../../../src/contract/mask'
import { isCodeShaped, redeemCode } from '../account'
import { users } from '../account'
import type { SessionUser } from '../account'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'
import { pick, type Lang } from '../platform/lang'
import { pageOf } from '../platform/page'
import { columnsOf } from '../platform/select'

const digitsOf = (phone: string) => phone.replace(/\D/g, '').slice(-11)

export async function hasInquired(db: Database, userId: number, productId: number): Promise<boolean> {
  return (await db.$count(inquiries, and(eq(inquiries.userId, userId), eq(inquiries.productId, productId)))) > 0
}

/**
 * Stores the enquiry; null when the user already sent one for this product (one per user and product). The
 * contact number is the account's own, or another one its holder confirmed with the code sent to it (403 otherwise),
 * so nobody can have companies call a stranger's phone.
 */
export async function addInquiry(
  db: Database,
  user: SessionUser,
  form: InquiryForm,
  now = new Date(),
): Promise<{ id: number } | null> {
  const { phoneCode, ...fields } = form
  const phone = digitsOf(form.phone)
  const code = phoneCode?.trim() ?? ''
  if (phone !== user.phone && !isCodeShaped(code)) throw new ApiError(403, 403, 'enterprise.inquiryPhoneUnconfirmed')
  // A wrong code is returned, not thrown, so its counted attempt is committed.
  const outcome = await db.transaction(async (tx) => {
    if (phone !== user.phone && (await redeemCode(tx, 'phone', phone, code, now))) return 'unconfirmed' as const
    const [row] = await tx
      .insert(inquiries)
      .values({ userId: user.id, ...fields, phone, requirements: form.requirements.trim() })
      .onConflictDoNothing()
      .returning({ id: inquiries.id })
    return row ?? null
  })
  if (outcome === 'unconfirmed') throw new ApiError(403, 403, 'enterprise.inquiryPhoneUnconfirmed')
  return outcome
}

/** One page of purchase enquiries the user sent, or received for the products of the enterprises they belong to. */
export async function inquiryList(
  db: Database,
  lang: Lang,
  userId: number,
  q: InquiryListQuery,
): Promise<Page<InquiryItem>> {
  const where =
    q.box === 'sent'
      ? eq(inquiries.userId, userId)
      : inArray(
          products.enterpriseId,
          db
            .select({ id: enterpriseMembers.enterpriseId })
            .from(enterpriseMembers)
            .where(eq(enterpriseMembers.userId, userId)),
        )
  const joined = <Q extends PgSelect>(query: Q) =>
    query
      .innerJoin(products, eq(products.id, inquiries.productId))
      .innerJoin(enterprises, eq(enterprises.id, products.enterpriseId))
      .innerJoin(users, eq(users.id, inquiries.userId))
      .where(where)
  return pageOf(
    q,
    joined(
      db
        .select({
          id: inquiries.id,
          productId: products.id,
          productZh: products.nameZh,
          productEn: products.nameEn,
          productCover: products.cover,
          enterpriseId: enterprises.id,
          enterpriseZh: enterprises.nameZh,
          enterpriseEn: enterprises.nameEn,
          ...columnsOf(inquiries, 'quantity', 'unit', 'requirements', 'phone'),
          sender: users.nickname,
          createdAt: inquiries.createdAt,
        })
        .from(inquiries)
        .$dynamic(),
    ).orderBy(desc(inquiries.createdAt), desc(inquiries.id)),
    joined(db.select({ total: count() }).from(inquiries).$dynamic()),
    (row) => ({
      id: row.id,
      productId: row.productId,
      productName: pick(lang, row.productZh, row.productEn),
      productCover: row.productCover,
      enterpriseId: row.enterpriseId,
      enterpriseName: pick(lang, row.enterpriseZh, row.enterpriseEn),
      quantity: row.quantity,
      unit: row.unit,
      requirements: row.requirements,
      // The sender's own number is shown masked; the enterprise it was sent to needs it whole to call back.
      phone: q.box === 'sent' ? maskPhone(row.phone) : row.phone,
      sender: row.sender,
      createdAt: row.createdAt.getTime(),
    }),
  )
}
