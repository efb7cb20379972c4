import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { phoneForDisplay } from '@/contract/phone'
import type {
  GroupRegistration,
  OrganisationRegistration,
  PersonRegistration,
  RegistrationHistoryEntry,
  RegistrationOptions,
} from '@/contract/registration'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { isRegionCode, regionNames } from '@/templates/form/rich-fields'
import { formatDate } from '@/utils/date'
import { labelOf } from './data'
import { useRegionSource } from './fields'

/** A label and its value; `own` when the value is what the person wrote (shown as written, in any language). */
type Row = [label: string, value: string, own?: 'own']

/** Label and value rows; empty values are left out. */
export const Facts = observer(({ rows, testId }: { rows: Row[]; testId?: string }) => (
  <View className='reg-facts' data-testid={testId}>
    {rows
      .filter(([, value]) => value !== '')
      .map(([label, value, own]) => (
        <View key={label} className='reg-facts__row'>
          <Text className='reg-facts__label'>{label}</Text>
          <Text className='reg-facts__value' data-own-words={own === 'own' || undefined}>
            {value}
          </Text>
        </View>
      ))}
  </View>
))

/** Pictures the user uploaded, with what they were for. */
export const Pictures = observer(({ title, urls }: { title: string; urls: readonly string[] }) =>
  urls.length === 0 ? null : (
    <View className='reg-card'>
      <Text className='reg-card__text'>{title}</Text>
      <View className='reg-images'>
        {urls.map((url) => (
          <Image key={url} className='reg-images__image' src={assetUrl(url)} mode='aspectFill' aria-label={title} />
        ))}
      </View>
    </View>
  ),
)

/** The names of a place's codes in the user's language. */
function usePlaceNames(codes: readonly string[]) {
  const source = useRegionSource()
  const [names, setNames] = useState('')
  const key = codes.filter(Boolean).join('/')
  useEffect(() => {
    let live = true
    if (key)
      void regionNames(source, key.split('/')).then(
        (text) => live && setNames(text),
        () => undefined,
      )
    return () => {
      live = false
    }
  }, [key, source])
  return key ? names : ''
}

const moment = (value: number | null) => (value === null ? '' : formatDate(value, 'YYYY-MM-DD HH:mm'))

/** What a person registered with (the ID number masked by the server). */
export const PersonRecord = observer(
  ({ person, options }: { person: PersonRegistration; options: RegistrationOptions }) => {
    const t = useT()
    const places = [person.province, person.city, person.county]
    const place = usePlaceNames(places)
    // A place written by its name is shown as the person (or their sheet) wrote it.
    const written = places.some((one) => one && !isRegionCode(one))
    return (
      <>
        <View className='reg-card'>
          <Facts
            testId='person-record'
            rows={[
              [t('registration.field.personKind'), labelOf(options.personKinds, person.personKind)],
              [t('registration.field.name'), person.name, 'own'],
              [t('registration.field.idType'), labelOf(options.idTypes, person.idType)],
              [t('registration.field.idNumber'), person.idNumber],
              [t('registration.field.nationality'), person.nationality],
              [t('registration.field.birthDate'), person.birthDate],
              [t('registration.field.gender'), t(`registration.gender.${person.gender}`)],
              [t('registration.field.phone'), phoneForDisplay(person.phone)],
              [t('registration.field.organisation'), person.organisation, 'own'],
              [t('registration.field.position'), person.position, 'own'],
              [t('registration.field.mainPurpose'), labelOf(options.participationPurposes, person.mainPurpose)],
              [t('registration.field.earliestEntry'), moment(person.earliestEntry)],
              written ? [t('registration.field.region'), place, 'own'] : [t('registration.field.region'), place],
              [t('registration.field.needsAssistance'), person.needsAssistance ? t('registration.yes') : ''],
            ]}
          />
        </View>
        <Pictures title={t('registration.field.avatar')} urls={person.avatar ? [person.avatar] : []} />
      </>
    )
  },
)

/** What a group registered with, its members after it. */
export const GroupRecord = observer(
  ({ group, options }: { group: GroupRegistration; options: RegistrationOptions }) => {
    const t = useT()
    const yes = (value: boolean) => t(value ? 'registration.yes' : 'registration.no')
    return (
      <>
        <View className='reg-card'>
          <Facts
            testId='group-record'
            rows={[
              [t('registration.field.groupNameZh'), group.groupNameZh, 'own'],
              [t('registration.field.groupNameEn'), group.groupNameEn, 'own'],
              [t('registration.field.groupType'), labelOf(options.groupTypes, group.groupType)],
              [t('registration.field.memberCount'), String(group.memberCount)],
              [t('registration.field.arrivalTime'), moment(group.arrivalTime)],
              [t('registration.field.departureTime'), moment(group.departureTime)],
              [t('registration.field.contactName'), group.contactName, 'own'],
              [t('registration.field.contactPhone'), phoneForDisplay(group.contactPhone)],
              [t('registration.field.hotelBooked'), yes(group.hotelBooked)],
              [t('registration.field.fortune500'), yes(group.fortune500)],
              [t('registration.field.translationNeeds'), group.translationNeeds, 'own'],
              [t('registration.field.remarks'), group.remarks, 'own'],
              [t('registration.field.unitIntroduction'), group.unitIntroduction, 'own'],
              [t('registration.field.cooperationIntention'), group.cooperationIntention, 'own'],
            ]}
          />
        </View>
        <Pictures title={t('registration.field.logo')} urls={group.logo ? [group.logo] : []} />
        <Pictures
          title={t('registration.field.businessLicence')}
          urls={group.businessLicence ? [group.businessLicence] : []}
        />
        <Pictures title={t('registration.field.backgroundMaterials')} urls={group.backgroundMaterials} />
      </>
    )
  },
)

/** What an organisation applied with. */
export const OrganisationRecord = observer(
  ({ organisation, options }: { organisation: OrganisationRegistration; options: RegistrationOptions }) => {
    const t = useT()
    const capital = organisation.registeredCapital
    return (
      <>
        <View className='reg-card'>
          <Facts
            testId='organisation-record'
            rows={[
              [t('registration.field.nameZh'), organisation.nameZh, 'own'],
              [t('registration.field.nameEn'), organisation.nameEn, 'own'],
              [t('registration.field.structureType'), labelOf(options.structureTypes, organisation.structureType)],
              [t('registration.field.country'), organisation.country, 'own'],
              [t('registration.field.location'), organisation.location, 'own'],
              [t('registration.field.addressEn'), organisation.addressEn, 'own'],
              [t('registration.field.postCode'), organisation.postCode],
              [t('registration.field.website'), organisation.website],
              [
                t('registration.field.registeredCapital'),
                capital ? `${capital.value} ${t(`registration.unit.${capital.unit}`)}` : '',
              ],
              [
                t('registration.field.hall'),
                [organisation.exhibition, organisation.exhibitionArea].filter(Boolean).join(' / '),
              ],
              [t('registration.field.boothType'), labelOf(options.boothTypes, organisation.boothType)],
              [t('registration.field.boothArea'), t('registration.org.area', { area: organisation.boothArea })],
              [t('registration.field.industry'), organisation.industry, 'own'],
              [t('registration.field.businessScopeZh'), organisation.businessScopeZh, 'own'],
              [t('registration.field.profileZh'), organisation.profileZh, 'own'],
              [t('registration.field.exhibitDemand'), organisation.exhibitDemand, 'own'],
              [t('registration.field.targetCustomers'), organisation.targetCustomers, 'own'],
              [t('registration.field.displayContentZh'), organisation.displayContentZh, 'own'],
            ]}
          />
        </View>
        {organisation.contacts.map((contact, index) => (
          <View key={index} className='reg-card'>
            <Text className='reg-card__title'>{t('registration.contact.entry', { index: index + 1 })}</Text>
            <Facts
              rows={[
                [t('registration.field.contactName'), contact.name, 'own'],
                [t('registration.field.contactPhone'), phoneForDisplay(contact.phone)],
                [t('registration.field.email'), contact.email],
                [t('registration.field.fax'), contact.fax],
                [t('registration.field.position'), contact.position, 'own'],
              ]}
            />
          </View>
        ))}
        <Pictures title={t('registration.field.logo')} urls={organisation.logo ? [organisation.logo] : []} />
      </>
    )
  },
)

/** Every step the registration went through, the latest first, with who took it and when (seed 001 section 4). */
export const History = observer(
  ({ history, options }: { history: readonly RegistrationHistoryEntry[]; options: RegistrationOptions }) => {
    const t = useT()
    return (
      <View className='reg-card' data-testid='reg-history'>
        <Text className='reg-card__title'>{t('registration.history.title')}</Text>
        <View className='reg-steps'>
          {[...history].reverse().map((entry, index) => (
            <View
              key={index}
              className={`reg-steps__step${index === 0 ? ' reg-steps__step--now' : ' reg-steps__step--done'}`}
            >
              <Text className='reg-steps__mark'>{history.length - index}</Text>
              <View className='reg-choice__body'>
                <Text>
                  {t(`registration.history.${entry.action}`)}
                  {entry.status !== null && ` · ${labelOf(options.statuses, entry.status)}`}
                </Text>
                {entry.note && <Text className='reg-choice__text'>{entry.note}</Text>}
                <Text className='reg-choice__text'>
                  {t(entry.by === 'operator' ? 'registration.history.byOperator' : 'registration.history.byUser')} ·{' '}
                  {formatDate(entry.at, 'YYYY-MM-DD HH:mm')}
                </Text>
              </View>
            </View>
          ))}
        </View>
      </View>
    )
  },
)
