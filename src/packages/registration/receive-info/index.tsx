import '@/i18n/registration.pages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { RequestView, StatusView } from '@/components/status-view'
import { toast } from '@/components/toast'
import { phoneForDisplay } from '@/contract/phone'
import type { RegistrationRules, RegistrationSummary } from '@/contract/registration'
import { collectionProblems } from '@/contract/registration.rules'
import { PageShell } from '@/features/layout/page-shell'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FormDescriptor } from '@/templates/form'
import { Hero } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { useMine, useRules } from '../shared/data'
import { collectionFields, collectionOf, EMPTY_COLLECTION, type CollectionValues } from '../shared/fields'
import { pickRegistration } from '../shared/outcome'
import { Facts } from '../shared/record'
import { refusedField } from '../shared/registration-form'
import { registrationsChanged } from '../shared/registrations-changed'
import '../shared/registration.scss'

/** The collection chosen, read-only (it cannot change), with the express number once the badge is sent. */
const Chosen = observer(({ summary, rules }: { summary: RegistrationSummary; rules: RegistrationRules }) => {
  const t = useT()
  const collection = summary.collection!
  const express = collection.method === 'express'
  return (
    <View className='reg-page'>
      <Hero title={t(`registration.collection.${collection.method}`)} text={t('registration.collection.fixed')} />
      <View className='reg-card'>
        <Facts
          testId='collection-chosen'
          rows={[
            [t('registration.field.mailingAddress'), collection.mailingAddress],
            [t('registration.field.mailingContact'), collection.mailingContact],
            [t('registration.field.mailingPhone'), phoneForDisplay(collection.mailingPhone)],
            [t('registration.collection.chosenAt'), formatDate(collection.chosenAt, 'YYYY-MM-DD HH:mm')],
          ]}
        />
        {express && (
          <Text className='reg-card__text' data-testid='collection-express'>
            {collection.expressNumber
              ? t('registration.expressNumber', { number: collection.expressNumber })
              : t('registration.collection.notSent')}
          </Text>
        )}
        {summary.kind === 'group' && <Text className='reg-card__note'>{rules.notices.groupCollection}</Text>}
        {!express && <Text className='reg-card__note'>{rules.notices.serviceHours}</Text>}
      </View>
    </View>
  )
})

/** Choosing how the badge is collected, once. */
const Choose = observer(({ summary, reload }: { summary: RegistrationSummary; reload: () => void }) => {
  const t = useT()
  const stores = useStores()
  const form: FormDescriptor<CollectionValues, null> = {
    id: 'collection',
    initial: EMPTY_COLLECTION,
    fields: collectionFields<CollectionValues>((values) => collectionProblems(collectionOf(values)), true),
    draft: `registration-collection:${summary.id}`,
    submitLabel: 'registration.action.submit',
    errorField: refusedField<CollectionValues>,
    submit: (values) =>
      stores.api.registration.chooseCollection({ registrationId: summary.id, ...collectionOf(values) }),
    onSuccess: () => {
      registrationsChanged(stores)
      toast(t('registration.collection.saved'))
      reload()
    },
  }
  return <FormTemplate form={form} header={<Hero title={summary.title} text={t('registration.collection.once')} />} />
})

/** How a registration's badges are collected: on site, or by express paid on delivery (seed 001 section 4). */
const ReceiveInfo = observer(() => {
  const { params } = useRouter()
  const mine = useMine()
  const rules = useRules()
  return (
    <PageShell route='receiveInfo' loginHint='registration.loginHint'>
      <RequestView request={mine}>
        {({ list }) => {
          const summary = pickRegistration(list, params.id) ?? list[0]
          if (!summary) return <StatusView status='empty' message='registration.none' />
          if (!summary.collection) return <Choose summary={summary} reload={() => void mine.reload()} />
          return rules.data ? <Chosen summary={summary} rules={rules.data} /> : <StatusView status='loading' />
        }}
      </RequestView>
    </PageShell>
  )
})

export default ReceiveInfo
