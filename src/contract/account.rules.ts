import type { RealNameProblem, RealNameSubmission } from './account'
import { MATERIAL_PICTURES_MAX } from './account.codes'
import { isIdNumberOfType, isRequired } from './validators'

// The rules of a real-name submission (seed 001 section 5), as plain checks both sides run: the app beside each field,
// the server before it stores anything. What needs the database (the pictures being the user's own uploads, the
// identity bound to the phone) the server adds.

/** The method of verifying by an identity document; the others take a company instead. */
export const byDocument = (form: Pick<RealNameSubmission, 'method'>) => form.method === 'idCard'

/**
 * Every problem of a submission, in the form's order: the name, the document number in its type's format (required
 * by the document method, checked whenever given), the company of the other methods, 1 to MATERIAL_PICTURES_MAX
 * pictures, the privacy policy ticked.
 */
export function realNameProblems(form: RealNameSubmission): RealNameProblem[] {
  const problems: RealNameProblem[] = []
  if (!isRequired(form.realName)) problems.push({ field: 'realName', problem: 'realName' })
  if (byDocument(form) || isRequired(form.idNumber)) {
    if (!isIdNumberOfType(form.idType, form.idNumber))
      problems.push({ field: 'idNumber', problem: `idNumber.${form.idType}` })
  }
  if (!byDocument(form) && !isRequired(form.company)) problems.push({ field: 'company', problem: 'company' })
  if (form.pictures.length === 0 || form.pictures.length > MATERIAL_PICTURES_MAX)
    problems.push({ field: 'pictures', problem: 'pictures' })
  if (!form.privacyAccepted) problems.push({ field: 'privacyAccepted', problem: 'privacy' })
  return problems
}
