import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq, isNull } from 'drizzle-orm'
import { booths, exhibitionAreas } from '../exhibition/schema'
import { videoCategories, videos } from '../media/schema'
import { withTestApp } from '../test-app'

const t = withTestApp()

describe("foreign keys between a domain's tables", () => {
  it('refuses a booth in a zone that does not exist, and unplaces booths when their zone goes', async () => {
    const [booth] = await t.db.select({ id: booths.id, areaId: booths.areaId }).from(booths).limit(1)
    assert.ok(booth.areaId)
    await assert.rejects(t.db.update(booths).set({ areaId: 999_999 }).where(eq(booths.id, booth.id)))
    await t.db.delete(exhibitionAreas).where(eq(exhibitionAreas.id, booth.areaId!))
    const [after] = await t.db.select({ areaId: booths.areaId }).from(booths).where(eq(booths.id, booth.id))
    assert.equal(after.areaId, null)
  })

  it('refuses a video in a category that does not exist, and uncategorises videos when their category goes', async () => {
    const [video] = await t.db.select({ id: videos.id, categoryId: videos.categoryId }).from(videos).limit(1)
    assert.ok(video.categoryId)
    await assert.rejects(t.db.update(videos).set({ categoryId: 999_999 }).where(eq(videos.id, video.id)))
    const before = await t.db.$count(videos, isNull(videos.categoryId))
    const inCategory = await t.db.$count(videos, eq(videos.categoryId, video.categoryId!))
    await t.db.delete(videoCategories).where(eq(videoCategories.id, video.categoryId!))
    assert.equal(await t.db.$count(videos, isNull(videos.categoryId)), before + inCategory)
  })
})
