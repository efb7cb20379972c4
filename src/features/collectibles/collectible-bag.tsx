import { View } from '@tarojs/components'

/** How the bag looks: closed and waiting, shaking, opening (draw under way), opened with a win or empty. */
export type BagLook = 'closed' | 'shaking' | 'opening' | 'won' | 'empty'

interface Props {
  look: BagLook
  label: string
  onClick?: () => void
  /** An icon beside the countdown rather than the bag of the draw: smaller, and without the state's test id. */
  icon?: boolean
}

/** A lucky bag drawn in CSS only (no image to load), with its look as a modifier class. */
export function CollectibleBag({ look, label, onClick, icon = false }: Props) {
  const bag = (
    <View
      className={`collectible-bag collectible-bag--${look}`}
      onClick={onClick}
      aria-label={label}
      data-testid={icon ? undefined : `collectible-bag-${look}`}
    >
      <View className='collectible-bag__glow' />
      <View className='collectible-bag__neck' />
      <View className='collectible-bag__ribbon' />
      <View className='collectible-bag__body'>
        <View className='collectible-bag__coin' />
      </View>
    </View>
  )
  if (!icon) return bag
  return (
    <View className='collectible-bag-icon'>
      <View className='collectible-bag-icon__scaler'>{bag}</View>
    </View>
  )
}
