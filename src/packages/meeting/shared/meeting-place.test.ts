import { hallAndRoom } from './meeting-place'

describe('hall and room', () => {
  it('names the hall before the room unless the room already does', () => {
    expect(hallAndRoom('ICC', '一楼报告厅')).toBe('ICC · 一楼报告厅')
    expect(hallAndRoom('A1', 'A1馆路演舞台')).toBe('A1馆路演舞台')
    expect(hallAndRoom('A1', 'Roadshow Stage, Hall A1')).toBe('Roadshow Stage, Hall A1')
    expect(hallAndRoom('B2', '')).toBe('B2')
    expect(hallAndRoom('', '')).toBe('')
  })
})
