import { SearchBar } from '@nutui/nutui-react-taro'
import { useState } from 'react'

interface Props {
  placeholder: string
  /** What the box holds when it mounts (a keyword the page was opened with); read once. */
  initial?: string
  /** The keyword to search for: the trimmed text on search, '' on clear. */
  onKeyword: (keyword: string) => void
}

/** A round keyword box: what is typed stays in the box, and only a search or a clear changes the keyword. */
export function KeywordBar({ placeholder, initial = '', onKeyword }: Props) {
  const [draft, setDraft] = useState(initial)
  return (
    <SearchBar
      shape='round'
      value={draft}
      placeholder={placeholder}
      onChange={setDraft}
      onSearch={(value) => onKeyword(value.trim())}
      onClear={() => onKeyword('')}
    />
  )
}
