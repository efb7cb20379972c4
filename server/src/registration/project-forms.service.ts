import { and, desc, eq, inArray } from 'drizzle-orm'
import { projectForms } from './project-forms.schema'
import { refuseAll } from './registrations.service'
import type {
  FieldProblem,
  FinanceForm,
  FinanceFormAnswer,
  InvestForm,
  InvestFormAnswer,
  ProjectFormSummary,
} from '../../../src/contract/registration'
import type { ProjectFormKind, ProjectFormStatus } from '../../../src/contract/registration.codes'
import { financeProblems, investProblems } from '../../../src/contract/registration.rules'
import { users } from '../account'
import type { Database } from '../platform/connect'
import { ApiError, notFound } from '../platform/envelope'
import { options } from '../platform/options.schema'

// The project financing and investment forms (/project-form/finance, /project-form/invest, /project-form/success):
// submitted by a signed-in user, listed on their page with the status operators give them.

type Row = typeof projectForms.$inferSelect

const summaryOf = (row: Row): ProjectFormSummary => ({
  id: row.id,
  kind: row.kind as ProjectFormKind,
  title: row.title,
  status: row.status as ProjectFormStatus,
  reason: row.reason,
  submittedAt: row.submittedAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
})

/** The industries a form names must be ones the options offer. */
async function industryProblems(db: Database, field: string, ids: number[]): Promise<FieldProblem[]> {
  if (ids.length === 0) return []
  const found = await db
    .select({ id: options.id })
    .from(options)
    .where(and(inArray(options.id, ids), eq(options.kind, 'industry')))
  return found.length === new Set(ids).size ? [] : [{ field, problem: 'unknownOption' }]
}

/** Texts trimmed, as stored. */
const trimmed = <T extends object>(form: T): T =>
  Object.fromEntries(
    Object.entries(form).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as T

async function insertForm(db: Database, userId: number, kind: ProjectFormKind, title: string, form: object, now: Date) {
  const [row] = await db
    .insert(projectForms)
    .values({ userId, kind, title, form, submittedAt: now, updatedAt: now })
    .returning()
  return row
}

/** Submits a project financing form: its rules with the seeds' messages, the industry one of the options. */
export async function submitFinance(
  db: Database,
  userId: number,
  form: FinanceForm,
  now: Date,
): Promise<FinanceFormAnswer> {
  await refuseAll(financeProblems(form), () =>
    industryProblems(db, 'industryId', form.industryId === undefined ? [] : [form.industryId]),
  )
  const stored = trimmed(form)
  const row = await insertForm(db, userId, 'finance', stored.projectName, stored, now)
  return { ...summaryOf(row), form: stored }
}

/** Submits a project investment form. */
export async function submitInvest(
  db: Database,
  userId: number,
  form: InvestForm,
  now: Date,
): Promise<InvestFormAnswer> {
  await refuseAll(investProblems(form), () => industryProblems(db, 'industryIds', form.industryIds))
  const stored = trimmed(form)
  const row = await insertForm(db, userId, 'invest', stored.institutionName, stored, now)
  return { ...summaryOf(row), form: stored }
}

/** The user's project forms, newest first. */
export async function myProjectForms(db: Database, userId: number): Promise<ProjectFormSummary[]> {
  const rows = await db
    .select()
    .from(projectForms)
    .where(eq(projectForms.userId, userId))
    .orderBy(desc(projectForms.submittedAt), desc(projectForms.id))
  return rows.map(summaryOf)
}

/** One project form of the user's, as stored; null for another user's or another kind. */
export async function projectFormOf(db: Database, userId: number, kind: ProjectFormKind, id: number) {
  const [row] = await db
    .select()
    .from(projectForms)
    .where(and(eq(projectForms.id, id), eq(projectForms.userId, userId), eq(projectForms.kind, kind)))
  return row ? { ...summaryOf(row), form: row.form } : null
}

/** Every project form for the operators, oldest first, optionally of one status. */
export async function listProjectForms(db: Database, status?: ProjectFormStatus) {
  const rows = await db
    .select({ row: projectForms, phone: users.phone })
    .from(projectForms)
    .innerJoin(users, eq(users.id, projectForms.userId))
    .where(status ? eq(projectForms.status, status) : undefined)
    .orderBy(projectForms.submittedAt, projectForms.id)
  return rows.map(({ row }) => ({ ...summaryOf(row), userId: row.userId, form: row.form }))
}

/** An operator's decision on a project form; declining needs the reason its owner sees. */
export async function setProjectFormStatus(
  db: Database,
  id: number,
  {
    status,
    reason = '',
    operator,
  }: { status: Exclude<ProjectFormStatus, 'submitted'>; reason?: string; operator: string },
  now = new Date(),
): Promise<void> {
  if (!operator.trim()) throw new ApiError(400, 400, 'registration.review.operatorRequired')
  if (status === 'declined' && !reason.trim()) throw new ApiError(400, 400, 'registration.review.reasonRequired')
  const [row] = await db
    .update(projectForms)
    .set({ status, reason: status === 'declined' ? reason.trim() : '', updatedAt: now })
    .where(eq(projectForms.id, id))
    .returning({ id: projectForms.id })
  if (!row) throw notFound()
}
