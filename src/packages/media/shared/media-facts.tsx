import { Text, View } from '@tarojs/components'
import './media.scss'

/** Label and value lines of a media item (host, times, parties), the label in grey. */
export function MediaFacts({ facts }: { facts: [label: string, value: string][] }) {
  return (
    <>
      {facts.map(([label, value]) => (
        <View key={label} className='media-fact'>
          <Text className='media-fact__label'>{label}</Text>
          <Text className='media-fact__value'>{value}</Text>
        </View>
      ))}
    </>
  )
}
