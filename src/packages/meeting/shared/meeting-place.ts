/** "ICC · Auditorium, 1F": the hall code as signposted, left out when the room's name already says it ("A1馆路演舞台"). */
export function hallAndRoom(hall: string, room: string): string {
  return [room.includes(hall) ? '' : hall, room].filter(Boolean).join(' · ')
}
