import { Text, View } from '@tarojs/components'

interface Props {
  keywords: string[]
  testId: string
  onPick: (keyword: string) => void
}

/** A wrap of tappable keywords (history or hot searches). */
export function KeywordChips({ keywords, testId, onPick }: Props) {
  return (
    <View className='search-chips'>
      {keywords.map((keyword) => (
        <Text key={keyword} className='search-chips__chip' data-testid={testId} onClick={() => onPick(keyword)}>
          {keyword}
        </Text>
      ))}
    </View>
  )
}
