import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, eq, ne } from 'drizzle-orm'
import { organisationForm, verifiedUser } from './testing'
import type { FieldProblems, OrganisationRegistration } from '../../../src/contract/registration'
import { RegistrationCode, RegistrationStatus } from '../../../src/contract/registration.codes'
import { exhibitionAreas } from '../exhibition/schema'
import { call, freshUser, withTestApp } from '../test-app'

const t = withTestApp({ clock: () => new Date('2026-07-01T09:00:00+08:00') })

const submit = (token: string, body: unknown, lang: 'zh' | 'en' = 'en') =>
  call<OrganisationRegistration | FieldProblems>(t.app, 'POST', '/user-central/registration/organisation/submit', {
    token,
    body,
    lang,
  })
const problems = (body: { data: unknown }) => body.data as FieldProblems

/** An area of exhibition 1, and one of another exhibition. */
async function areas() {
  const [inside] = await t.db
    .select({ id: exhibitionAreas.id })
    .from(exhibitionAreas)
    .where(eq(exhibitionAreas.exhibitionId, 1))
  const [outside] = await t.db
    .select({ id: exhibitionAreas.id })
    .from(exhibitionAreas)
    .where(and(ne(exhibitionAreas.exhibitionId, 1)))
  return { inside: inside.id, outside: outside.id }
}

describe('POST /user-central/registration/organisation/submit', () => {
  it('takes an application to exhibit on the exhibitor review track, with its booths in square metres', async () => {
    const user = await verifiedUser(t.db)
    const { inside } = await areas()
    const answer = await submit(user.token, await organisationForm(t.db, user.id, inside))
    assert.equal(answer.status, 200, answer.body.msg)
    const organisation = answer.body.data as OrganisationRegistration
    assert.deepEqual(
      [organisation.exhibitorStatus, organisation.certificateStatus],
      [RegistrationStatus.submitted, null],
    )
    assert.deepEqual([organisation.boothType, organisation.standardBooths, organisation.boothArea], ['standard', 2, 18])
    assert.equal(organisation.exhibitorContact, null)
    assert.ok(organisation.exhibition.length > 0 && organisation.industry.length > 0)
    assert.deepEqual(
      organisation.contacts.map((c) => c.email),
      ['lina@example.com'],
    )
    assert.equal(organisation.history[0].track, 'exhibitor')
    const again = await submit(user.token, await organisationForm(t.db, user.id, inside))
    assert.equal(again.body.code, RegistrationCode.alreadyRegistered)
  })

  it("answers every required field and format of section 5 with the seeds' message beside the field", async () => {
    const user = await verifiedUser(t.db)
    const { inside, outside } = await areas()
    const words = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ')
    const cases: [object, string, string, string][] = [
      [{ nameZh: ' ' }, 'nameZh', 'required', 'Please complete all required fields'],
      [{ country: '' }, 'country', 'required', 'Please complete all required fields'],
      [{ industryId: undefined }, 'industryId', 'required', 'Please complete all required fields'],
      [{ industryId: 999_999 }, 'industryId', 'unknownOption', 'Please choose one of the options'],
      [
        { exhibitionAreaId: outside },
        'exhibitionAreaId',
        'exhibitionArea',
        'Please choose an area of the chosen exhibition hall',
      ],
      [{ informationChannel: '' }, 'informationChannel', 'required', 'Please complete all required fields'],
      [{ exhibitionIntent: '' }, 'exhibitionIntent', 'required', 'Please complete all required fields'],
      [{ exhibitDemand: '' }, 'exhibitDemand', 'required', 'Please complete all required fields'],
      [{ targetCustomers: '' }, 'targetCustomers', 'required', 'Please complete all required fields'],
      [{ businessScopeZh: '' }, 'businessScopeZh', 'required', 'Please complete all required fields'],
      [{ displayContentZh: '' }, 'displayContentZh', 'required', 'Please complete all required fields'],
      [{ logo: '' }, 'logo', 'required', 'Please complete all required fields'],
      [{ contacts: [] }, 'contacts', 'required', 'Please complete all required fields'],
      [
        { contacts: [{ name: '', phone: '86-010-12345678', email: 'a@b.cn' }] },
        'contacts.0.name',
        'required',
        'Please complete all required fields',
      ],
      [
        { contacts: [{ name: '李娜', phone: '010-1234', email: 'a@b.cn' }] },
        'contacts.0.phone',
        'phone',
        'Please enter a valid phone number, e.g. 13800138000, 010-12345678 or +49 89 1234567',
      ],
      [
        { contacts: [{ name: '李娜', phone: '86-010-12345678', email: 'a@b' }] },
        'contacts.0.email',
        'email',
        'Please enter a correct email address',
      ],
      [
        { contacts: [{ name: '李娜', phone: '86-010-12345678', email: 'a@b.cn', fax: '12' }] },
        'contacts.0.fax',
        'fax',
        'Please enter a valid fax number, e.g. 86-010-12345679',
      ],
      [{ website: 'javascript:alert(1)' }, 'website', 'website', 'Please enter a valid website address'],
      [
        { registeredCapital: { value: '500万', unit: 'yuan' } },
        'registeredCapital.value',
        'digitsOnly',
        'Registered capital accepts digits only',
      ],
      [
        { standardBooths: 0 },
        'standardBooths',
        'boothCount',
        'Standard booths are a whole number from 1 (one booth is 9 m², 3 m × 3 m)',
      ],
      [{ standardBooths: 2.5 }, 'standardBooths', 'wholeNumber', 'Please enter a whole number'],
      [
        { boothType: 'rawSpace', vacantArea: 30 },
        'vacantArea',
        'rentalArea',
        'The raw-space area is a whole number of square metres, from 36 m²',
      ],
      [{ profileEn: `${words} more` }, 'profileEn', 'profileWords', 'The profile must be under 100 words'],
      [
        { exhibitDemand: '需'.repeat(201) },
        'exhibitDemand',
        'description',
        'Descriptions are limited to 200 characters',
      ],
      [{ privacyAccepted: false }, 'privacyAccepted', 'privacy', 'Please read and tick the privacy policy first'],
    ]
    for (const [values, field, problem, message] of cases) {
      const answer = await submit(user.token, await organisationForm(t.db, user.id, inside, values))
      assert.equal(answer.status, 400, JSON.stringify(values))
      assert.deepEqual(
        [problems(answer.body).field, problems(answer.body).problem, answer.body.msg],
        [field, problem, message],
        JSON.stringify(values),
      )
    }
    const zh = await submit(
      user.token,
      await organisationForm(t.db, user.id, inside, { boothType: 'rawSpace', vacantArea: 35 }),
      'zh',
    )
    assert.equal(zh.body.msg, '光地面积须为整数，36㎡起租')
    const raw = await submit(
      user.token,
      await organisationForm(t.db, user.id, inside, { boothType: 'rawSpace', vacantArea: 36 }),
    )
    assert.equal((raw.body.data as OrganisationRegistration).boothArea, 36)
  })

  it('needs a verified identity and answers only its owner', async () => {
    const { inside } = await areas()
    const unverified = await freshUser(t.db)
    const refused = await submit(unverified.token, await organisationForm(t.db, unverified.id, inside))
    assert.equal(refused.body.code, RegistrationCode.realNameRequired)
    const other = await verifiedUser(t.db)
    const answer = await call(t.app, 'GET', '/user-central/registration/organisation', { token: other.token })
    assert.equal(answer.body.data, null)
  })
})
