import { useEffect, useRef, useState } from 'react'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import type { CarouselProps } from './types'
import './index.scss'
import './track.h5.scss'

const TURN_MS = 4000

/**
 * Slides that turn by themselves and loop, as a CSS scroll-snap row: the browser does the swiping, so H5 loads no
 * swiper library. It stops turning while touched or hovered, in a hidden tab and for people who ask for less motion.
 */
export function Carousel<T>({ items, keyOf, imageOf, captionOf, onOpen, label, className, testId }: CarouselProps<T>) {
  const t = useT()
  const track = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  const [held, setHeld] = useState(false)

  const show = (index: number) => {
    const row = track.current
    if (row) row.scrollTo({ left: index * row.clientWidth, behavior: 'smooth' })
  }

  useEffect(() => {
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    if (held || still || items.length < 2) return
    const timer = setInterval(() => {
      if (!document.hidden) show((current + 1) % items.length)
    }, TURN_MS)
    return () => clearInterval(timer)
  }, [held, current, items.length])

  const hold = () => setHeld(true)
  const release = () => setHeld(false)
  return (
    <div
      className={`carousel ${className}`}
      role='region'
      aria-roledescription='carousel'
      aria-label={label}
      data-testid={testId}
    >
      <div
        ref={track}
        className='carousel__track'
        onScroll={(e) => setCurrent(Math.round(e.currentTarget.scrollLeft / (e.currentTarget.clientWidth || 1)))}
        onTouchStart={hold}
        onTouchEnd={release}
        onMouseEnter={hold}
        onMouseLeave={release}
      >
        {items.map((item, index) => (
          <button
            type='button'
            key={keyOf(item)}
            className='carousel__slide'
            aria-label={captionOf?.(item) ?? t('common.slideOf', { index: index + 1, count: items.length })}
            onClick={() => onOpen(item)}
          >
            {/* The first slide is the page's largest picture: fetched at once; the others when the row nears them. */}
            <img
              className='carousel__image'
              src={assetUrl(imageOf(item))}
              alt=''
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
            {captionOf && <span className='carousel__caption'>{captionOf(item)}</span>}
          </button>
        ))}
      </div>
      {items.length > 1 && (
        <div className='carousel__dots'>
          {items.map((item, index) => (
            <button
              type='button'
              key={keyOf(item)}
              className={`carousel__dot${index === current ? ' carousel__dot--on' : ''}`}
              aria-label={t('common.slideOf', { index: index + 1, count: items.length })}
              aria-current={index === current}
              onClick={() => show(index)}
            />
          ))}
        </div>
      )}
    </div>
  )
}
