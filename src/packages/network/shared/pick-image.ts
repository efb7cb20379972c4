import Taro from '@tarojs/taro'
import { toast } from '@/components/toast'
import type { Translate } from '@/i18n'

/** Pictures are taken up to 1 MB (seed 001 sections 5 and 9). */
export const IMAGE_MAX_BYTES = 1024 * 1024

/** One picture picked from the album or the camera, at most 1 MB (else said); null when none was picked. */
export async function pickImage(t: Translate): Promise<string | null> {
  try {
    const picked = await Taro.chooseImage({ count: 1, sizeType: ['compressed'] })
    const file = picked.tempFiles[0]
    if (!file) return null
    if (file.size > IMAGE_MAX_BYTES) {
      toast(t('network.chat.imageTooLarge'))
      return null
    }
    return file.path
  } catch {
    // Closing the picker rejects.
    return null
  }
}
