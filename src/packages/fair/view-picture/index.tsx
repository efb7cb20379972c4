import '@/i18n/fair.pages'
import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRef, useState } from 'react'
import { useEndpoint } from '@/components/use-endpoint'
import { files } from '@/contract/files.endpoints'
import { RequestPage } from '@/features/layout/page-shell'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { FIT, panBy, picturesOf, pinch, SCALE_STEP, zoomTo, type ZoomState } from './zoom'
import './index.scss'

type Point = { clientX: number; clientY: number }
const distance = (a: Point, b: Point) => Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY)
const FRAME = { width: 375, height: 560 }

/** A full-screen viewer: zoom with two fingers, a double tap or the buttons, drag when zoomed, page through the pictures. */
const ViewPicture = observer(() => {
  const t = useT()
  const { params } = useRouter()
  const sources = picturesOf(params.urls)
  const mapped = useEndpoint(files.mapper, { urls: sources }, { enabled: sources.length > 0 })
  // No address asks nothing: the viewer says there is no picture.
  const shown = sources.length > 0 ? mapped.data?.filter((m) => m.url) : []
  const pictures = { ...mapped, data: shown && { shown } }
  const [index, setIndex] = useState(Number(params.index ?? 0) || 0)
  const [zoom, setZoom] = useState<ZoomState>(FIT)
  const gesture = useRef<{ distance: number; scale: number; last?: Point; tap: number }>({
    distance: 0,
    scale: 1,
    tap: 0,
  })

  const go = (to: number) => {
    setIndex(to)
    setZoom(FIT)
  }

  return (
    <RequestPage route='viewPicture' request={pictures}>
      {({ shown }) => {
        if (shown.length === 0)
          return (
            <View className='viewer viewer--empty' data-testid='viewer-none'>
              <Text>{t('fair.viewer.none')}</Text>
            </View>
          )
        const current = Math.min(index, shown.length - 1)
        return (
          <View className='viewer' data-testid='viewer'>
            <View
              className='viewer__frame'
              onTouchStart={(event) => {
                const touches = (event as unknown as { touches: Point[] }).touches
                if (touches.length === 2)
                  gesture.current = {
                    ...gesture.current,
                    distance: distance(touches[0], touches[1]),
                    scale: zoom.scale,
                  }
                else gesture.current.last = touches[0]
              }}
              onTouchMove={(event) => {
                const touches = (event as unknown as { touches: Point[] }).touches
                if (touches.length === 2)
                  setZoom((z) =>
                    zoomTo(z, pinch(gesture.current.scale, gesture.current.distance, distance(touches[0], touches[1]))),
                  )
                else if (gesture.current.last) {
                  const last = gesture.current.last
                  gesture.current.last = touches[0]
                  setZoom((z) =>
                    panBy(
                      z,
                      touches[0].clientX - last.clientX,
                      touches[0].clientY - last.clientY,
                      FRAME.width,
                      FRAME.height,
                    ),
                  )
                }
              }}
              onClick={() => {
                const now = Date.now()
                if (now - gesture.current.tap < 300) setZoom((z) => (z.scale > 1 ? FIT : zoomTo(z, 2)))
                gesture.current.tap = now
              }}
            >
              <Image
                className='viewer__image'
                src={assetUrl(shown[current].url)}
                mode='aspectFit'
                aria-label={t('fair.viewer.picture', { n: current + 1, total: shown.length })}
                data-testid='viewer-image'
                style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
              />
            </View>
            <View className='viewer__bar'>
              <View
                className='viewer__button'
                role='button'
                aria-label={t('fair.viewer.previous')}
                onClick={() => current > 0 && go(current - 1)}
              >
                ‹
              </View>
              <View
                className='viewer__button'
                role='button'
                aria-label={t('fair.viewer.zoomOut')}
                data-testid='viewer-zoom-out'
                onClick={() => setZoom((z) => zoomTo(z, z.scale - SCALE_STEP))}
              >
                −
              </View>
              <Text className='viewer__count' data-testid='viewer-count'>
                {`${current + 1} / ${shown.length} · ${Math.round(zoom.scale * 100)}%`}
              </Text>
              <View
                className='viewer__button'
                role='button'
                aria-label={t('fair.viewer.zoomIn')}
                data-testid='viewer-zoom-in'
                onClick={() => setZoom((z) => zoomTo(z, z.scale + SCALE_STEP))}
              >
                +
              </View>
              <View
                className='viewer__button'
                role='button'
                aria-label={t('fair.viewer.next')}
                data-testid='viewer-next'
                onClick={() => current < shown.length - 1 && go(current + 1)}
              >
                ›
              </View>
            </View>
          </View>
        )
      }}
    </RequestPage>
  )
})

export default ViewPicture
