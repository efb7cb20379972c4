import { and, eq } from 'drizzle-orm'
import type { InquiryForm } from '../../../src/services/api/enterprise.dto'
import type { Database } from '../db/connect'
import { inquiries } from '../db/schema-enterprise'

export async function hasInquired(db: Database, userId: number, productId: number): Promise<boolean> {
  return (await db.$count(inquiries, and(eq(inquiries.userId, userId), eq(inquiries.productId, productId)))) > 0
}

/** Stores the enquiry; null when the user already sent one for this product (one per user and product). */
export async function addInquiry(db: Database, userId: number, form: InquiryForm): Promise<{ id: number } | null> {
  const [row] = await db
    .insert(inquiries)
    .values({ userId, ...form, requirements: form.requirements.trim() })
    .onConflictDoNothing()
    .returning({ id: inquiries.id })
  return row ?? null
}
