import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { userRef } from '../account'
import { id, moment, updatedAt } from '../platform/columns'

/**
 * Project financing and investment forms (/project-form/finance, /project-form/invest): the form as the contract's
 * FinanceForm or InvestForm after its rules passed, listed for its owner with its status.
 */
export const projectForms = pgTable(
  'project_forms',
  {
    id: id(),
    userId: userRef(),
    /** finance or invest. */
    kind: text().notNull(),
    /** The project's or the institution's name, for lists. */
    title: text().notNull(),
    /** A PROJECT_FORM_STATUSES code. */
    status: text().notNull().default('submitted'),
    reason: text().notNull().default(''),
    form: jsonb().notNull(),
    submittedAt: moment().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('project_forms_user_idx').on(t.userId, t.submittedAt), index('project_forms_status_idx').on(t.status)],
)
