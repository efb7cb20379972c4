import { and, eq } from 'drizzle-orm'
import { inquiries } from './schema'
import type { InquiryForm } from '../../../src/contract/enterprise'
import { isCodeShaped, redeemCode } from '../account/login-codes'
import type { SessionUser } from '../account/sessions'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'

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
