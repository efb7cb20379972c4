import '@/i18n/network.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { StatusView } from '@/components/status-view'
import { toast } from '@/components/toast'
import { joined, useEndpoint } from '@/components/use-endpoint'
import { projects } from '@/contract/content.endpoints'
import type { OwnCard } from '@/contract/network'
import { cards } from '@/contract/network.endpoints'
import { signedInPage } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FormDescriptor } from '@/templates/form'
import { EMPTY_CARD, cardFields, cardForm, cardValues, type CardValues } from './card-form'
import { Avatar } from '../shared/avatar'
import { ContactsView } from '../shared/contacts-view'
import { networkListsChanged } from '../shared/lists-changed'
import { NeedChips } from '../shared/needs'
import { svgSource } from '../shared/svg'
import '../shared/people.scss'
import './index.scss'

/** The card as others see it once exchanged, with its QR code: scanning it asks the user for an exchange. */
const CardView = observer(({ card, onEdit }: { card: OwnCard; onEdit: () => void }) => {
  const t = useT()
  const code = useEndpoint(cards.code, undefined)
  return (
    <>
      <View className='my-card' data-testid='my-card'>
        <View className='my-card__head'>
          <Avatar className='my-card__avatar' src={card.avatar} name={card.name} />
          <View className='my-card__who'>
            <Text className='my-card__name'>{card.name}</Text>
            <Text className='my-card__meta'>{[card.position, card.organisation].filter(Boolean).join(' · ')}</Text>
            {card.industry && <Text className='my-card__meta'>{card.industry.label}</Text>}
          </View>
        </View>
        <NeedChips label='offers' needs={card.offers} />
        <NeedChips label='seeks' needs={card.seeks} />
        {card.intro && <Text className='people-text my-card__intro'>{card.intro}</Text>}
        <ContactsView contacts={card.contacts} />
        <Text className='my-card__visibility'>
          {t(card.isPublic ? 'network.card.isPublic' : 'network.card.isPrivate')}
        </Text>
      </View>
      <View className='people-card my-card__code' data-testid='card-code'>
        <Text className='people-title'>{t('network.card.codeTitle')}</Text>
        {code.data ? (
          <Image
            className='my-card__qr'
            src={svgSource(code.data.qrSvg)}
            mode='aspectFit'
            ariaLabel={t('network.card.codeTitle')}
          />
        ) : (
          <StatusView status={code.status === 'error' ? 'error' : 'loading'} onRetry={() => void code.reload()} />
        )}
        <Text className='people-text'>{t('network.card.codeHint')}</Text>
      </View>
      <View className='people-actions my-card__actions'>
        <Button type='primary' onClick={onEdit} data-testid='card-edit'>
          {t('network.card.edit')}
        </Button>
        <Button fill='outline' onClick={() => void navigate('mypageExchange')} data-testid='card-exchanges'>
          {t('network.route.mypageExchange')}
        </Button>
        <Button fill='outline' onClick={() => void navigate('homepage', { id: card.userId })} data-testid='card-page'>
          {t('network.card.myPage')}
        </Button>
      </View>
    </>
  )
})

const MyCard = observer(() => {
  const t = useT()
  const stores = useStores()
  const status = useEndpoint(cards.status, undefined)
  const loaded = joined(status, useEndpoint(projects.industries, undefined))
  const [editing, setEditing] = useState(false)

  if (!loaded.data)
    return <StatusView status={loaded.status === 'error' ? 'error' : 'loading'} onRetry={() => void loaded.reload()} />
  const [{ card }, industries] = loaded.data
  if (card && !editing) return <CardView card={card} onEdit={() => setEditing(true)} />

  const form: FormDescriptor<CardValues, OwnCard> = {
    id: 'card',
    initial: card ? cardValues(card) : EMPTY_CARD,
    fields: cardFields(industries),
    draft: card ? undefined : 'network-card',
    invalidToast: 'network.card.invalid',
    submitLabel: 'network.card.save',
    submit: (values) =>
      stores.api.network.saveCard(
        cardForm(
          values,
          card?.interests.map((i) => i.id),
        ),
      ),
    onSuccess: () => {
      toast(t('network.card.saved'), 'success')
      setEditing(false)
      // The user's own page and the recommendations made from the card ask again when next opened.
      networkListsChanged(stores)
      void status.reload()
    },
  }
  return (
    <>
      {!card && <Text className='people-notice'>{t('network.card.noneYet')}</Text>}
      <FormTemplate form={form} />
      {card && (
        <View className='people-actions my-card__actions'>
          <Button fill='outline' onClick={() => setEditing(false)} data-testid='card-cancel'>
            {t('network.card.cancelEdit')}
          </Button>
        </View>
      )}
    </>
  )
})

/** My business card: made or edited on NutUI's Form, its contacts, whether it is public, and its signed QR code. */
export default signedInPage('mypageCard', 'network.card.loginHint', MyCard)
