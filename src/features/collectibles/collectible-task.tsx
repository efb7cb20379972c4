import { Button, Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useStores, useT } from '@/stores/context'
import { CollectibleBag, type BagLook } from './collectible-bag'
import { BagState, CollectibleTaskMachine } from './collectible-task-machine'
import './collectible-task.scss'

/** Where a task is offered; base config names the task of each (seed 000 section 4). */
export type CollectiblePlacement = 'home' | 'live'

function bagLook(machine: CollectibleTaskMachine): BagLook | null {
  if (machine.bagState === BagState.won) return 'won'
  if (machine.bagState === BagState.noPrize) return 'empty'
  if (machine.bagState !== BagState.closed) return null
  if (machine.phase === 'shaking') return 'shaking'
  return machine.phase === 'drawing' ? 'opening' : 'closed'
}

/** The congratulation panel of a win, or the no-prize note; both close back to the task. */
const ResultPanel = observer(({ machine }: { machine: CollectibleTaskMachine }) => {
  const t = useT()
  const result = machine.result
  if (!result) return null
  const look = bagLook(machine)
  const close = () => void machine.dismiss()
  const goToCollection = () => {
    void machine.dismiss()
    void navigate('myCollectibles')
  }
  return (
    <View className='collectible-result' data-testid={result.isWin ? 'collectible-win' : 'collectible-no-prize'}>
      <View className='collectible-result__card'>
        {look && <CollectibleBag look={look} label={t('collectible.bagLabel')} />}
        {result.isWin ? (
          <>
            <Text className='collectible-result__title'>{t('collectible.winTitle')}</Text>
            {result.img && <Image className='collectible-result__image' src={assetUrl(result.img)} mode='aspectFit' />}
            <Text className='collectible-result__name' data-testid='collectible-win-name'>
              {result.nftName}
            </Text>
            <Button
              className='collectible-result__primary'
              onClick={goToCollection}
              data-testid='collectible-go-collection'
            >
              {t('collectible.goToCollection')}
            </Button>
          </>
        ) : (
          <>
            <Text className='collectible-result__title'>{t('collectible.noPrizeTitle')}</Text>
            <Text className='collectible-result__text'>{t('collectible.noPrizeText')}</Text>
          </>
        )}
        <Text className='collectible-result__close' onClick={close} data-testid='collectible-result-close'>
          {t('collectible.close')}
        </Text>
      </View>
    </View>
  )
})

/**
 * The floating corner widget of one placement's collectible task: countdown, then an automatic draw or a bag
 * to tap, then the result. Renders nothing without a token, a task or draws left; its timers stop on unmount.
 */
export const CollectibleTask = observer(({ placement }: { placement: CollectiblePlacement }) => {
  const t = useT()
  const { api, app, user, collectibles } = useStores()
  const taskId = app.baseConfig?.collectibleTasks?.[placement] ?? ''
  const token = user.token
  const translate = useRef(t)
  translate.current = t
  const [machine, setMachine] = useState<CollectibleTaskMachine | null>(null)

  useEffect(() => {
    const next = new CollectibleTaskMachine({
      calls: api.collectible,
      token,
      taskId,
      onWin: (result) => collectibles.add(result),
      showFailure: (title) => void Taro.showToast({ title, icon: 'none' }),
      unknownErrorText: () => translate.current('collectible.unknownError'),
    })
    setMachine(next)
    void next.start()
    return () => next.dispose()
  }, [api, collectibles, token, taskId])

  if (!machine || machine.phase === 'hidden') return null
  const look = bagLook(machine)
  return (
    <>
      <View className={`collectible-task collectible-task--${placement}`} data-testid='collectible-task'>
        {machine.phase === 'counting' && (
          <View className='collectible-task__countdown' data-testid='collectible-countdown'>
            <CollectibleBag look='closed' label={t('collectible.bagLabel')} icon />
            <Text className='collectible-task__time' data-testid='collectible-countdown-time'>
              {machine.countdownText}
            </Text>
            <Text className='collectible-task__hint'>{t('collectible.countdownHint')}</Text>
          </View>
        )}
        {machine.phase === 'drawing' && machine.isActive && (
          <View className='collectible-task__countdown' data-testid='collectible-drawing'>
            <CollectibleBag look='shaking' label={t('collectible.bagLabel')} icon />
            <Text className='collectible-task__hint'>{t('collectible.drawing')}</Text>
          </View>
        )}
        {machine.phase !== 'result' && look && (
          <View className='collectible-task__bag'>
            <CollectibleBag look={look} label={t('collectible.bagLabel')} onClick={() => machine.openBag()} />
            <Text className='collectible-task__hint'>
              {t(look === 'closed' ? 'collectible.tapBag' : 'collectible.drawing')}
            </Text>
          </View>
        )}
      </View>
      {machine.phase === 'result' && <ResultPanel machine={machine} />}
    </>
  )
})
