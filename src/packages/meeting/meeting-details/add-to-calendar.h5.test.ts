import type { MeetingDetail } from '@/contract/meeting'
import { apiOf } from '@/stores/testing/fake-api'
import { addToCalendar } from './add-to-calendar.h5'

/** jsdom's Blob has no text(): read it as a browser's FileReader would. */
const textOf = (blob: Blob) =>
  new Promise<unknown>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result)
    reader.readAsText(blob)
  })

describe('adding a meeting to the calendar on H5', () => {
  it("saves the server's .ics file under its name", async () => {
    const meetingCalendar = jest.fn().mockResolvedValue({
      filename: 'meeting-12.ics',
      content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    })
    const saved: { name: string; href: string }[] = []
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href })
    })
    let blob: Blob | undefined
    Object.assign(URL, {
      createObjectURL: jest.fn((b: Blob) => ((blob = b), 'blob:fair/1')),
      revokeObjectURL: jest.fn(),
    })
    jest.useFakeTimers()

    const done = await addToCalendar(apiOf({ meetingCalendar }), { id: 12 } as MeetingDetail)
    expect(done).toBe('meeting.calendar.saved')
    expect(meetingCalendar).toHaveBeenCalledWith(12)
    expect(saved).toEqual([{ name: 'meeting-12.ics', href: 'blob:fair/1' }])
    expect(blob?.type).toBe('text/calendar;charset=utf-8')
    expect(await textOf(blob!)).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')
    expect(document.querySelector('a')).toBeNull()
    jest.runAllTimers()
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:fair/1')

    jest.useRealTimers()
    click.mockRestore()
  })
})
