import assert from 'node:assert/strict'
import { it } from 'node:test'
import { containsPattern } from './like'

it('containsPattern escapes LIKE wildcards and backslashes', () => {
  assert.equal(containsPattern('厦门'), '%厦门%')
  assert.equal(containsPattern('50%_a\\b'), '%50\\%\\_a\\\\b%')
})
