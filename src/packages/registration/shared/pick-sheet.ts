import Taro from '@tarojs/taro'

/** A members sheet (CSV or XLSX) picked from a chat's files, as the mini program keeps it; null when none was picked. */
export async function pickSheet(): Promise<string | null> {
  try {
    const { tempFiles } = await Taro.chooseMessageFile({ count: 1, type: 'file', extension: ['csv', 'xlsx'] })
    return tempFiles[0]?.path ?? null
  } catch {
    return null
  }
}
